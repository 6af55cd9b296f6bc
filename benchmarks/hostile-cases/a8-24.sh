# what: candidate with a chip count in exponent notation (h100-sxm:1e1@lambda): refused naming candidates and the value
# expect-rc: 1
# expect: candidates
# expect: h100-sxm:1e1@lambda
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: ["h100-sxm:1e1@lambda", trn1]}'
