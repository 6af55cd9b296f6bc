# what: quote given as a list of two prices ({trn2.48xlarge: [24, 30]})
# expect-rc: 1
# expect: s.yaml
# expect: price_overrides
printf 'scenario: s\nprice_overrides: {trn2.48xlarge: [24, 30]}\n' > s.yaml
"$TR" estimate s.yaml
