# what: price_overrides value given as a mapping with its own date ({trn2.48xlarge: {usd_per_hour: 24, as_of: 2026-11-20}}) with -y: a plausible shape, but FIELDS says candidate -> USD per hour; refused naming price_overrides and trn2.48xlarge
# expect-rc: 1
# expect: price_overrides
# expect: trn2.48xlarge
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{price_overrides: {trn2.48xlarge: {usd_per_hour: 24, as_of: 2026-11-20}}}'
