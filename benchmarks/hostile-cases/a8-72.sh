# what: quote_date given with -p as the word today (not a date) beside a trn2.48xlarge quote: refused naming quote_date
# expect-rc: 1
# expect: quote_date
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{price_overrides: {trn2.48xlarge: 24}}' -p quote_date today
