# what: candidate spelled as a glob over sizes ("p5.*") with -p: neither an entity nor a family; refused naming candidates and the value
# expect-rc: 1
# expect: candidates
# expect: p5.*
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p candidates '["p5.*", trn1.32xlarge]'
