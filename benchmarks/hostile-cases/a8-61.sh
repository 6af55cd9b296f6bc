# what: quote_date given month-precise (-p quote_date 2026-11) beside a trn2.48xlarge quote: scenario comment and FIELDS say YYYY-MM-DD; refused naming quote_date (never a guessed day)
# expect-rc: 1
# expect: quote_date
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{price_overrides: {trn2.48xlarge: 24}}' -p quote_date 2026-11
