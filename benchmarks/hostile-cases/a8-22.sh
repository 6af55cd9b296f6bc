# what: candidate whose chip count is zero written as 00 (h100-sxm:00@lambda): refused naming candidates and the value (a system of no chips)
# expect-rc: 1
# expect: candidates
# expect: h100-sxm:00@lambda
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: ["h100-sxm:00@lambda", trn1]}'
