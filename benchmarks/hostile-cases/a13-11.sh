# what: regions holding a region with a trailing space inside quotes (-y '{regions: ["us-east-1 ", us-west-2]}', a paste from a spreadsheet): "us-east-1 " is no region of availability.csv (FIELDS: allowed AWS regions); refused naming regions and the value, never a silent drop of us-east-1
# expect-rc: 1
# expect: regions
# expect: us-east-1
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{regions: ["us-east-1 ", us-west-2]}'
