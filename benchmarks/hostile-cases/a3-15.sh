# what: price_range.quote {low: 0.001, high: 1000} beside a trn2.48xlarge quote (the Monte Carlo would draw the quote down to ~0 and up to 1000x)
# expect-rc: 1
# expect: price_range
# expect: quote
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -y '{price_overrides: {trn2.48xlarge: 24}, price_range: {quote: {low: 0.001, high: 1000}}}'
