# what: regions an empty list in the file (regions: []): no AWS region allowed, so no AWS price can be used; refused naming the file and regions (or every AWS candidate excluded naming regions); never priced from regions the user did not allow
# expect-rc: 1
# expect: regions
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^regions: .*/regions: []/' s.yaml
grep -q '^regions: \[\]' s.yaml || echo "SETUP FAILED"
timeout 55 "$TR" estimate s.yaml
