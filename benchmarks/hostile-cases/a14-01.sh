# what: a quote with a European decimal comma in -y ({price_overrides: {p5en.48xlarge: 63,30}}): YAML flow reads it as p5en.48xlarge: 63 plus a second key "30" with no value; the 63 must not be used silently (README: unknown keys and wrong types stop with a message naming the key); refused naming price_overrides and the stray key 30
# expect-rc: 1
# expect: price_overrides
# expect: 30
# expect-not: your quote
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{price_overrides: {p5en.48xlarge: 63,30}, quote_date: 2026-11-20}'
