# what: quote_date written as a bare integer with -p (20261120, the date without dashes): FIELDS says YYYY-MM-DD; refused naming quote_date
# expect-rc: 1
# expect: quote_date
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p price_overrides '{trn2.48xlarge: 24}' -p quote_date 20261120
