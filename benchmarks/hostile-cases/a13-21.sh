# what: candidates written as one comma-joined text inside the list (-p candidates '["trn1, p5"]'): no entity, family or chip of that name; refused naming candidates and the value
# expect-rc: 1
# expect: candidates
# expect: trn1, p5
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p candidates '["trn1, p5"]'
