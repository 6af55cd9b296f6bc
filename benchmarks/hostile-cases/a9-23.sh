# what: a quote written with a currency sign and unit ("$24.00/h") in the file: text, not a number; refused naming the file, price_overrides and trn2.48xlarge
# expect-rc: 1
# expect: price_overrides
# expect: trn2.48xlarge
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's|^price_overrides: {}|price_overrides: {trn2.48xlarge: "$24.00/h"}|' s.yaml
timeout 55 "$TR" estimate s.yaml
