# what: regions holding a number next to a name (-y '{regions: [us-east-1, 2]}'; FIELDS: a list of names): refused naming regions
# expect-rc: 1
# expect: regions
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{regions: [us-east-1, 2]}'
