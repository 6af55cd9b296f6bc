# what: quote_date written as a date that does not exist (quote_date: 2026-02-29, 2026 is no leap year) beside a trn2.48xlarge quote, in the file: refused naming the file and quote_date (or its line), never a bare "value YAML cannot read" with neither
# expect-rc: 1
# expect: s.yaml
# expect: names quote_date or line
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^quote_date: null/quote_date: 2026-02-29/; s/^price_overrides: {}/price_overrides: {trn2.48xlarge: 24}/' s.yaml
timeout 55 "$TR" estimate s.yaml > out.txt 2>&1; rc=$?
cat out.txt
grep -q -E "quote_date|line [0-9]" out.txt && echo "names quote_date or line"
exit $rc
