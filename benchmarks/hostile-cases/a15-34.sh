# what: candidate with a chip count and a region-like provider ("h100-sxm:8@us-east-1"): no provider of that name; refused naming candidates and the value
# expect-rc: 1
# expect: candidates
# expect: h100-sxm:8@us-east-1
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{candidates: [trn1, "h100-sxm:8@us-east-1"]}'
