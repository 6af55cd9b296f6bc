# what: price_overrides value given as a list ({trn2.48xlarge: [24, 30]}: a range where one quote is due) with -p: refused naming price_overrides and trn2.48xlarge
# expect-rc: 1
# expect: price_overrides
# expect: trn2.48xlarge
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p price_overrides '{trn2.48xlarge: [24, 30]}'
