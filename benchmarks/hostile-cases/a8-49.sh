# what: a quote of .NaN (YAML not-a-number) for trn2.48xlarge: refused naming price_overrides and trn2.48xlarge
# expect-rc: 1
# expect: price_overrides
# expect: trn2.48xlarge
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{price_overrides: {trn2.48xlarge: .NaN}}'
