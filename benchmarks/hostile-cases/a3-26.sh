# what: quote of -0.0 USD/h (negative zero) for trn2.48xlarge in the file
# expect-rc: 1
# expect: price_overrides
# expect: trn2.48xlarge
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^price_overrides: {}/price_overrides: {trn2.48xlarge: -0.0}/' s.yaml
"$TR" estimate s.yaml
