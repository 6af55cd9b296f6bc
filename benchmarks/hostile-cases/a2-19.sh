# what: price_overrides given as a list of mappings ([{trn2.48xlarge: 24}]) instead of a mapping
# expect-rc: 1
# expect: s.yaml
# expect: price_overrides
printf 'scenario: s\nprice_overrides: [{trn2.48xlarge: 24.0}]\n' > s.yaml
"$TR" estimate s.yaml
