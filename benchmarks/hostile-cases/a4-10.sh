# what: quote_date written as an ISO week date (2026-W47-5) beside a trn2.48xlarge quote
# expect-rc: 1
# expect: s.yaml
# expect: quote_date
cp "$PROJECT/scenarios/examples/quote-wins-serving.yaml" s.yaml
sed -i 's/^quote_date:.*/quote_date: 2026-W47-5/' s.yaml
"$TR" estimate s.yaml
