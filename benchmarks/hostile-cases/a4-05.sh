# what: price_range.quote {low: 1.2, high: 1.5} beside a trn2.48xlarge quote (a range that excludes the quote itself: every draw dearer than quoted)
# expect-rc: 1
# expect: price_range
# expect: quote
cp "$PROJECT/scenarios/examples/quote-wins-serving.yaml" s.yaml
printf 'price_range: {quote: {low: 1.2, high: 1.5}}\n' >> s.yaml
"$TR" estimate s.yaml
