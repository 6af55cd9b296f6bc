# what: candidates holding an empty string ("") beside trn1.32xlarge in the file: refused naming the file and candidates
# expect-rc: 1
# expect: s.yaml
# expect: candidates
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i "s/^candidates: .*/candidates: [\"\", trn1.32xlarge]/" s.yaml; timeout 55 "$TR" estimate s.yaml
