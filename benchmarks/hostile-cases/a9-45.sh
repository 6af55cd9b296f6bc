# what: quote_date 1999-12-31 (one day before README's span: quote_date from 2000) beside a trn2.48xlarge quote, price_max_age_days 36500, in the file: refused naming quote_date
# expect-rc: 1
# expect: quote_date
# expect: s.yaml
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^quote_date: null/quote_date: 1999-12-31/; s/^price_overrides: {}/price_overrides: {trn2.48xlarge: 24}/; s/^price_max_age_days: .*/price_max_age_days: 36500/' s.yaml
timeout 55 "$TR" estimate s.yaml
