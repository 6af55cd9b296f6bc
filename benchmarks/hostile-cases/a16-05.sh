# what: a quote given as a list of two prices ({trn2.48xlarge: [24, 30]}, a low/high guess) in the file: README, a quote is USD per hour for the whole system (one number); refused naming the file, price_overrides and trn2.48xlarge
# expect-rc: nonzero
# expect: s.yaml
# expect: price_overrides
# expect: trn2.48xlarge
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^price_overrides: {}.*/price_overrides: {trn2.48xlarge: [24, 30]}/' s.yaml
timeout 55 "$TR" estimate s.yaml
