# what: quote for inf2.48xlarge (10.0 USD/h, dated 2026-11-01) while the candidates name only the family inf2 (and p5): a plausible quote for a family member; estimate --csv must price inf2.48xlarge at it, shown as your quote with its date
# expect-rc: 0
# expect: your quote
# expect: 2026-11-01
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -y '{candidates: [inf2, p5], price_overrides: {inf2.48xlarge: 10.0}, quote_date: 2026-11-01}' --csv e.csv > o.txt 2>&1 || { cat o.txt; exit 1; }
grep '^inf2.48xlarge,' e.csv | cut -c1-400
grep '^inf2.48xlarge,' e.csv | grep 'your quote' | grep -q '2026-11-01' && echo "inf2.48xlarge priced at your quote, dated 2026-11-01" || { echo "inf2.48xlarge not priced at the quote"; exit 4; }
