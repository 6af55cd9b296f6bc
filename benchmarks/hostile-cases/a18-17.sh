# what: price_range with a pricing model set to null ({on_demand: null}) with -y (FIELDS: {low, high} multipliers per model): refused naming price_range and on_demand
# expect-rc: 1
# expect: price_range
# expect: on_demand
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{price_range: {on_demand: null}}'
