# what: a local (application) YAML tag on a quote (price_overrides: {trn2.48xlarge: !usd 24}): the safe loader has no constructor for it
# expect-rc: 1
# expect: s.yaml
# expect: line 3
printf 'scenario: s\ncandidates: [trn2.48xlarge, p5]\nprice_overrides: {trn2.48xlarge: !usd 24}\n' > s.yaml
"$TR" estimate s.yaml
