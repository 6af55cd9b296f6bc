# what: candidate with two providers ("h100-sxm:8@lambda@runpod") in the file: not entity, entity@provider or chip:N@provider; refused naming the file, candidates and the value
# expect-rc: 1
# expect: s.yaml
# expect: candidates
# expect: h100-sxm:8@lambda@runpod
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i "s/^candidates: .*/candidates: [\"h100-sxm:8@lambda@runpod\", trn1.32xlarge]/" s.yaml; timeout 55 "$TR" estimate s.yaml
