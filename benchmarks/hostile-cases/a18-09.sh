# what: quote_date 2026-02-29 (no such day: 2026 is no leap year) in the file with a quote: refused naming the file and quote_date (scenario comment: YYYY-MM-DD)
# expect-rc: 1
# expect: s.yaml
# expect: quote_date
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's|^data_dir: null.*|data_dir: '"$PROJECT"'/data|' s.yaml
sed -i 's/^price_overrides: .*/price_overrides: {trn2.48xlarge: 30.0}/; s/^quote_date: .*/quote_date: "2026-02-29"/' s.yaml
timeout 55 "$TR" estimate s.yaml
