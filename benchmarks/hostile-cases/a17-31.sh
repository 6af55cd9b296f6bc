# what: a quote of .nan for trn2.48xlarge in the file (price_overrides: {trn2.48xlarge: .nan}): refused naming the file, price_overrides and trn2.48xlarge
# expect-rc: 1
# expect: price_overrides
# expect: trn2.48xlarge
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^price_overrides: {}/price_overrides: {trn2.48xlarge: .nan}/' s.yaml
timeout 55 "$TR" estimate s.yaml
