# what: candidate with a doubled provider separator (h100-sxm:8@@lambda): refused naming candidates and the value
# expect-rc: 1
# expect: candidates
# expect: h100-sxm:8@@lambda
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: ["h100-sxm:8@@lambda", trn1]}'
