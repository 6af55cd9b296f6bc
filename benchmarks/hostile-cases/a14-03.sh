# what: quote_date with month 13 written unquoted in the file (quote_date: 2026-13-01, PyYAML's timestamp pattern matches and date() raises) beside a trn2.48xlarge quote: refused naming the file and quote_date (FIELDS: YYYY-MM-DD), never a traceback
# expect-rc: 1
# expect: s.yaml
# expect: quote_date
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^price_overrides: {}/price_overrides: {trn2.48xlarge: 24}/; s/^quote_date: null/quote_date: 2026-13-01/' s.yaml
grep -q 'quote_date: 2026-13-01' s.yaml || echo "SETUP FAILED"
timeout 55 "$TR" estimate s.yaml
