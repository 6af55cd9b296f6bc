# what: a quote of negative zero (-p price_overrides "{trn2.48xlarge: -0.0}", a free system) beside quote_date 2026-11-20: refused naming price_overrides and trn2.48xlarge
# expect-rc: 1
# expect: price_overrides
# expect: trn2.48xlarge
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p price_overrides "{trn2.48xlarge: -0.0}" -p quote_date 2026-11-20
