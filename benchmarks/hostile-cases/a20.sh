# what: a quote dated 2025-06-01 with price_max_age_days 180: expired; estimate must drop it and say why (not use it)
# expect-rc: 0
# expect: your quote
# expect: price_max_age_days
printf 'scenario: s\nprice_overrides: {trn2.48xlarge: 24.0}\nquote_date: 2025-06-01\nprice_max_age_days: 180\n' > s.yaml
"$TR" estimate s.yaml --csv e.csv
grep -c 'your quote' e.csv && echo "EXPIRED QUOTE USED"
exit 0
