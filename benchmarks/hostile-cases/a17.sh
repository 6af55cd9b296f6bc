# what: quote for trn2.48xlarge dated 2019-01-01, years before Trainium2 existed
# expect-rc: 1
# expect: s.yaml
# expect: quote_date
printf 'scenario: s\nprice_overrides: {trn2.48xlarge: 24.0}\nquote_date: 2019-01-01\nprice_max_age_days: 36500\n' > s.yaml
"$TR" estimate s.yaml
