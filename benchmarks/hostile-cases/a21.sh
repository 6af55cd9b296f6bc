# what: quote of .inf (YAML infinity) for trn2.48xlarge
# expect-rc: 1
# expect: s.yaml
# expect: price_overrides
printf 'scenario: s\nprice_overrides: {trn2.48xlarge: .inf}\n' > s.yaml
"$TR" estimate s.yaml
