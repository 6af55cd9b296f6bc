# what: scenario file whose price_overrides block is indented with a TAB (line 74: "<TAB>trn2.48xlarge: 24" under "price_overrides:" on line 73 after deleting the flow default): YAML forbids tab indentation; refused naming the file and the line
# expect-rc: 1
# expect: t.yaml
# expect: line
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
grep -v "^price_overrides:" s.yaml > t.yaml; printf "price_overrides:\n\ttrn2.48xlarge: 24\n" >> t.yaml; wc -l t.yaml; timeout 55 "$TR" estimate t.yaml
