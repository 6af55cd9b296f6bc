# what: quote dated 2026-01-01 with price_max_age_days 300 (over 300 days old): estimate must drop it and say why (not use it, not fall back silently)
# expect-rc: 0
# expect: your quote is dated 2026-01-01
# expect: price_max_age_days
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -y '{price_overrides: {trn2.48xlarge: 24}, quote_date: 2026-01-01, price_max_age_days: 300}' > o.txt 2>&1; rc=$?
cat o.txt
grep -q '^trn2.48xlarge ' o.txt && { echo "the expired quote was used"; exit 9; }
exit $rc
