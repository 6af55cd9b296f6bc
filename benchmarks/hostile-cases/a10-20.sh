# what: candidate ":8@lambda" (a chip count with no chip) with -p: refused naming candidates and the value
# expect-rc: 1
# expect: candidates
# expect: :8@lambda
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p candidates '[":8@lambda"]'
