# what: quote_date given as a full ISO timestamp with a zone (-p quote_date 2026-11-20T10:00:00Z) beside a trn2.48xlarge quote: FIELDS says YYYY-MM-DD; refused naming quote_date (never a guessed day in another zone)
# expect-rc: 1
# expect: quote_date
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{price_overrides: {trn2.48xlarge: 24}}' -p quote_date 2026-11-20T10:00:00Z
