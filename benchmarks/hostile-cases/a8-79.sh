# what: quote_date of tomorrow (one day ahead of the build's day) beside a trn2.48xlarge quote: a quote dated in the future; refused naming quote_date (as a quote dated 40 days ahead is), the boundary not off by one
# expect-rc: 1
# expect: quote_date
cp "$PROJECT/scenarios/default.yaml" s.yaml
D=$("$PY" -c "import datetime; print(datetime.date.today() + datetime.timedelta(days=1))")
timeout 55 "$TR" estimate s.yaml -y "{price_overrides: {trn2.48xlarge: 24}, quote_date: $D}"
