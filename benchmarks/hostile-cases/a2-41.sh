# what: quote keyed "trn2.48xlarge " with a trailing space (YAML quoted key): a near-miss of the candidate
# expect-rc: 1
# expect: price_overrides
# expect: trn2.48xlarge
printf 'scenario: s\ncandidates: [trn2.48xlarge, p5]\nprice_overrides: {"trn2.48xlarge ": 24.0}\n' > s.yaml
"$TR" estimate s.yaml
