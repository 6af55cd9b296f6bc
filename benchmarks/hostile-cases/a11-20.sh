# what: quote_date with a time and a zone (-p quote_date 2026-11-20T10:00:00Z, an ISO timestamp) beside a trn2.48xlarge quote: FIELDS says YYYY-MM-DD; refused naming quote_date
# expect-rc: 1
# expect: quote_date
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p price_overrides "{trn2.48xlarge: 24}" -p quote_date 2026-11-20T10:00:00Z
