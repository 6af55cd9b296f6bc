# what: the same quote key given twice by two -p price_overrides on estimate with different prices (24, then 30): refused naming price_overrides.trn2.48xlarge as given twice, never one silently dropped
# expect-rc: 1
# expect: price_overrides
# expect: trn2.48xlarge
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p candidates '[trn2.48xlarge, p5.48xlarge]' -p price_overrides '{trn2.48xlarge: 24}' -p price_overrides '{trn2.48xlarge: 30}'
