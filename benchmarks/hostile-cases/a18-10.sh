# what: quote_date given as a YAML timestamp with a time (-p quote_date '2026-11-20 10:00:00': PyYAML reads a datetime, not a YYYY-MM-DD date): refused naming quote_date, or the day used; never a traceback
# expect-rc: nonzero
# expect: quote_date
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p quote_date '2026-11-20 10:00:00' -y '{candidates: [trn2.48xlarge], price_overrides: {trn2.48xlarge: 30}}'
