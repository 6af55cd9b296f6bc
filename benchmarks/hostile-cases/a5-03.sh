# what: quote written as 1.0e+400 (YAML float overflow: Python reads it as infinity) for trn2.48xlarge
# expect-rc: 1
# expect: s.yaml
# expect: price_overrides
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^price_overrides:.*/price_overrides: {trn2.48xlarge: 1.0e+400}/' s.yaml
"$TR" estimate s.yaml
