# what: regions naming only a real AWS region where the dataset offers none of the candidates (af-south-1): no AWS candidate can be priced or offered; refused (nothing to estimate, exit 1) with reasons naming af-south-1
# expect-rc: 1
# expect: af-south-1
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p regions '[af-south-1]'
