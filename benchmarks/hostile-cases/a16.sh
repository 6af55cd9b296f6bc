# what: quote dated 5 years in the future (quote_date 2031-06-01)
# expect-rc: 1
# expect: s.yaml
# expect: quote_date
printf 'scenario: s\nprice_overrides: {trn2.48xlarge: 24.0}\nquote_date: 2031-06-01\n' > s.yaml
"$TR" estimate s.yaml
