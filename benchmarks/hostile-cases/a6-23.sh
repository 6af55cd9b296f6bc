# what: price_overrides keyed by YAML null and boolean (~: 24, true: 30), not candidate names
# expect-rc: 1
# expect: price_overrides
# expect: s.yaml
printf 'scenario: s\ncandidates: [trn2.48xlarge, p5]\nprice_overrides: {~: 24, true: 30}\n' > s.yaml
"$TR" estimate s.yaml
