# what: a quote written with its unit as text (-p price_overrides '{trn2.48xlarge: "24 USD"}'): not a number; refused naming price_overrides and trn2.48xlarge
# expect-rc: 1
# expect: price_overrides
# expect: trn2.48xlarge
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p price_overrides '{trn2.48xlarge: "24 USD"}' -p quote_date 2026-11-20
