# what: regions holding a number beside a region ([us-east-1, 42]) with -p: FIELDS wants region names; refused naming regions
# expect-rc: 1
# expect: regions
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p regions '[us-east-1, 42]'
