# what: a monthly figure (24 USD/h x 730 h = 17520) given as trn2.48xlarge's hourly quote
# expect-rc: 1
# expect: s.yaml
# expect: trn2.48xlarge
printf 'scenario: s\nprice_overrides: {trn2.48xlarge: 17520}\n' > s.yaml
"$TR" estimate s.yaml
