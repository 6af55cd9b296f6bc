# what: quote for trn2.48xlarge of 0.009 USD/h (under a cent: under the smallest price a quote may be), in the file with a quote_date
# expect-rc: 1
# expect: s.yaml
# expect: price_overrides
cp "$PROJECT/scenarios/examples/quote-wins-serving.yaml" s.yaml
sed -i 's/^price_overrides:.*/price_overrides: {trn2.48xlarge: 0.009}/; s/^quote_date:.*/quote_date: 2026-11-20/' s.yaml
"$TR" estimate s.yaml
