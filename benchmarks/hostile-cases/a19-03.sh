# what: -y with quote_date 2026-04-31 (April has 30 days; PyYAML's timestamp resolver raises a plain ValueError on it, not a YAML error) beside a trn2.48xlarge quote: refused naming quote_date, never a traceback
# expect-rc: 1
# expect: quote_date
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{quote_date: 2026-04-31, price_overrides: {trn2.48xlarge: 24}, candidates: [trn2.48xlarge]}'
