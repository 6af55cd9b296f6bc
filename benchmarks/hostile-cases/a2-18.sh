# what: quote_date 1999-12-31 (before the plausible span from 2000) given in -y together with a good quote
# expect-rc: 1
# expect: quote_date
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -y '{price_overrides: {trn2.48xlarge: 24.0}, quote_date: 1999-12-31}'
