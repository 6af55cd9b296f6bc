# what: quote_date 2026-02-29 in the file (2026 is no leap year; unquoted, PyYAML's timestamp resolver raises) beside a quote: refused naming the file and quote_date, no traceback
# expect-rc: nonzero
# expect: s.yaml
# expect: quote_date
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^price_overrides: {}.*/price_overrides: {trn2.48xlarge: 24}/; s/^quote_date: null.*/quote_date: 2026-02-29/' s.yaml
timeout 55 "$TR" estimate s.yaml
