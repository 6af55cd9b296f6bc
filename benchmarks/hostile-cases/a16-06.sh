# what: a quote given as a mapping with a unit (-p price_overrides '{trn2.48xlarge: {usd_per_hour: 24}}'): a mapping where a number is due; refused naming price_overrides and trn2.48xlarge
# expect-rc: nonzero
# expect: price_overrides
# expect: trn2.48xlarge
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p price_overrides '{trn2.48xlarge: {usd_per_hour: 24}}'
