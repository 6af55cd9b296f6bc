# what: candidate with a zero chip count ("h100-sxm:0@lambda") with -p: no chips to serve on; refused naming candidates and the value
# expect-rc: nonzero
# expect: candidates
# expect: h100-sxm:0@lambda
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p candidates '[trn1.32xlarge, "h100-sxm:0@lambda"]'
