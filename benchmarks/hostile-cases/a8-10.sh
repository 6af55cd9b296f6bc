# what: regions given as an empty list (-y '{regions: []}'): no AWS region is allowed, so no AWS candidate can be priced and the comparison is empty on the AWS side; refused naming regions
# expect-rc: 1
# expect: regions
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{regions: []}'
