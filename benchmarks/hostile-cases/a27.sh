# what: the same instance quoted twice in one price_overrides mapping (24 then 2400)
# expect-rc: 1
# expect: s.yaml
# expect: trn2.48xlarge
printf 'scenario: s\nprice_overrides:\n  trn2.48xlarge: 24.0\n  trn2.48xlarge: 2400.0\n' > s.yaml
"$TR" estimate s.yaml
