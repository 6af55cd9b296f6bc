# what: quote_date written as a YAML timestamp with a time and no zone (quote_date: 2026-11-20 10:30:00) beside a trn2.48xlarge quote, in the file: refused naming quote_date (or the day taken, 2026-11-20)
# expect-rc: 1
# expect: s.yaml
# expect: quote_date
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^quote_date: null.*/quote_date: 2026-11-20 10:30:00/; s/^price_overrides: {}.*/price_overrides: {trn2.48xlarge: 24}/; s/^candidates: .*/candidates: [trn2.48xlarge, p5.48xlarge]/' s.yaml
timeout 55 "$TR" estimate s.yaml
