# what: candidate "h100-sxm:8@" (an empty provider after the @) with -y: refused naming candidates and the value
# expect-rc: 1
# expect: candidates
# expect: h100-sxm:8@
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{candidates: [trn1, "h100-sxm:8@"]}'
