# what: regions listing one region twice ([us-east-1, us-west-2, us-east-1]) in the file: refused naming the file and regions (a region listed twice)
# expect-rc: 1
# expect: s.yaml
# expect: regions
# expect: us-east-1
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^regions: .*/regions: [us-east-1, us-west-2, us-east-1]/' s.yaml
timeout 55 "$TR" estimate s.yaml
