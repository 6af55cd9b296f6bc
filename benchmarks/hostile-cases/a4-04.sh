# what: quote given as a mapping with a unit key ({trn2.48xlarge: {usd_per_hour: 24}}) instead of a number
# expect-rc: 1
# expect: price_overrides
# expect: trn2.48xlarge
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^price_overrides:.*/price_overrides: {trn2.48xlarge: {usd_per_hour: 24}}/' s.yaml
"$TR" estimate s.yaml
