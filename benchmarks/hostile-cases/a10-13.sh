# what: price_range keyed by a misspelt pricing model (on_demnd) with -y: scenario comment lists the pricing models; the range would silently do nothing; refused naming price_range and on_demnd
# expect-rc: 1
# expect: price_range
# expect: on_demnd
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{price_range: {on_demnd: {low: 0.8, high: 1.2}}}'
