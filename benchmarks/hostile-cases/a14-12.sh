# what: a quote given as quoted text with -p (-p price_overrides '{trn2.48xlarge: "24"}'): a text where USD per hour is due (README: wrong types stop); refused naming price_overrides and trn2.48xlarge
# expect-rc: 1
# expect: price_overrides
# expect: trn2.48xlarge
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p price_overrides '{trn2.48xlarge: "24"}' -p quote_date 2026-11-20
