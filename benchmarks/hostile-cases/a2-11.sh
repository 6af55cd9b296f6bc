# what: a tiny positive quote (1e-300 USD/h) for trn2.48xlarge
# expect-rc: 1
# expect: price_overrides
# expect: trn2.48xlarge
printf 'scenario: s\nprice_overrides: {trn2.48xlarge: 1.0e-300}\n' > s.yaml
"$TR" estimate s.yaml
