# what: price_overrides given twice in the file (a {} line and, further down, price_overrides: {trn2.48xlarge: 24}; a duplicate key PyYAML keeps silently): one quote or none is lost; refused naming the file and price_overrides (duplicate key)
# expect-rc: nonzero
# expect: s.yaml
# expect: price_overrides
cp "$PROJECT/scenarios/default.yaml" s.yaml
printf 'price_overrides: {trn2.48xlarge: 24}\n' >> s.yaml
timeout 55 "$TR" estimate s.yaml
