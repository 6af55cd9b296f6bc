# what: price_range for spot reversed ({spot: {low: 1.3, high: 0.7}}) with -y: refused naming price_range and spot
# expect-rc: 1
# expect: price_range
# expect: spot
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{price_range: {spot: {low: 1.3, high: 0.7}}}'
