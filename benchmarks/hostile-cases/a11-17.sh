# what: price_range for quote reversed ({quote: {low: 1.2, high: 0.8}}) with -p: low above high; refused naming price_range and quote
# expect-rc: 1
# expect: price_range
# expect: quote
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p price_range '{quote: {low: 1.2, high: 0.8}}'
