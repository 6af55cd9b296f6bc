# what: candidates given with -p as a bare text (-p candidates h100-sxm:8@lambda) where a list is due: refused naming candidates
# expect-rc: 1
# expect: candidates
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p candidates h100-sxm:8@lambda
