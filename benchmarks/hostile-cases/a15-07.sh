# what: price_range for on_demand with low above high ({on_demand: {low: 1.2, high: 0.8}}) with -y: a reversed range; refused naming price_range and on_demand
# expect-rc: 1
# expect: price_range
# expect: on_demand
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{price_range: {on_demand: {low: 1.2, high: 0.8}}}'
