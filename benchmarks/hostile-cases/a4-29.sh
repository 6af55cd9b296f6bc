# what: quote_date written as a full YAML timestamp with a time zone (2026-11-20T23:30:00-08:00, which is 2026-11-21 in UTC) beside a trn2.48xlarge quote
# expect-rc: 1
# expect: s.yaml
# expect: quote_date
cp "$PROJECT/scenarios/examples/quote-wins-serving.yaml" s.yaml
sed -i 's/^quote_date:.*/quote_date: 2026-11-20T23:30:00-08:00/' s.yaml
"$TR" estimate s.yaml
