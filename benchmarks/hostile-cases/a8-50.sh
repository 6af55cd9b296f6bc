# what: regions list holding a YAML null beside a region ([us-east-1, ~]): refused naming regions
# expect-rc: 1
# expect: regions
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{regions: [us-east-1, ~]}'
