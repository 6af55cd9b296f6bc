# what: quote for inf2.48xlarge (12 chips) of 0.7582 USD/h: the 1-chip inf2.xlarge's price given for the 12-chip system
# expect-rc: 1
# expect: price_overrides
# expect: inf2.48xlarge
cp "$PROJECT/scenarios/default.yaml" s.yaml
printf 'price_overrides: {inf2.48xlarge: 0.7582}\nquote_date: 2026-11-20\n' > q.yaml
grep -v '^price_overrides\|^quote_date' s.yaml >> q.yaml
"$TR" estimate q.yaml
