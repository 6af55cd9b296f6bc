# what: a plausible quote (trn2.48xlarge 24 USD/h) dated 2026-10-15 in -y on estimate --csv: the table and the CSV must show it as your quote with that date, not the build day
# expect-rc: 0
# expect: your quote
# expect: CSV-OK
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -y '{price_overrides: {trn2.48xlarge: 24}, quote_date: 2026-10-15, price_max_age_days: 3650}' --csv e.csv | grep -v '^excluded' || exit 1
row=$(grep '^trn2.48xlarge,' e.csv)
echo "$row" | grep -q ',24\(\.0\)\?,' && echo "$row" | grep -q '2026-10-15' && echo CSV-OK
