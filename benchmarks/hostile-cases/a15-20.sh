# what: quote_date given as an 8-digit integer (quote_date: 20261120, no dashes) in the file beside a quote: YAML reads an int; refused naming the file and quote_date
# expect-rc: 1
# expect: quote_date
printf 'scenario: s\nprice_overrides: {trn2.48xlarge: 24}\nquote_date: 20261120\n' > s.yaml
timeout 55 "$TR" estimate s.yaml
