# what: quote_date given as an unquoted integer 20261101 (no dashes)
# expect-rc: 1
# expect: s.yaml
# expect: quote_date
printf 'scenario: s\nprice_overrides: {trn2.48xlarge: 24.0}\nquote_date: 20261101\n' > s.yaml
"$TR" estimate s.yaml
