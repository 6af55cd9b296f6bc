# what: quote given as a quoted YAML text ("24") in the scenario file
# expect-rc: 1
# expect: price_overrides
# expect: trn2.48xlarge
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^price_overrides: {}/price_overrides: {trn2.48xlarge: "24"}/' s.yaml
"$TR" estimate s.yaml
