# what: regions written as one comma-joined text inside the list (regions: ["us-east-1, us-west-2"] in the file, a CSV habit): no region has that name; refused naming the file, regions and the value
# expect-rc: 1
# expect: s.yaml
# expect: regions
# expect: us-east-1, us-west-2
grep -v '^regions:' "$PROJECT/scenarios/default.yaml" > s.yaml
echo 'regions: ["us-east-1, us-west-2"]' >> s.yaml
timeout 55 "$TR" estimate s.yaml
