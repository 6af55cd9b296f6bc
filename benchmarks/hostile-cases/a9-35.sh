# what: candidate "h100-sxm:1025@lambda" (one over MAX_CHIPS 1,024, the most one rented unit holds) with -p: refused naming candidates, the value and the limit 1,024
# expect-rc: 1
# expect: candidates
# expect: h100-sxm:1025@lambda
# expect: 1,024
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p candidates '[trn1, "h100-sxm:1025@lambda"]'
