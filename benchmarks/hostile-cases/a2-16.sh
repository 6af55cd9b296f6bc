# what: quote dated 40 days after today (a quote from the future, given with -p quote_date)
# expect-rc: 1
# expect: quote_date
printf 'scenario: s\nprice_overrides: {trn2.48xlarge: 24.0}\n' > s.yaml
"$TR" estimate s.yaml -p quote_date "$(date -u -d '+40 days' +%F)"
