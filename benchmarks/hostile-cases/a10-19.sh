# what: candidate "h100-sxm:-8@lambda" (a negative chip count) in the file: refused naming the file, candidates and the value
# expect-rc: 1
# expect: s.yaml
# expect: candidates
# expect: h100-sxm:-8@lambda
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/"h100-sxm:8@lambda"/"h100-sxm:-8@lambda"/' s.yaml
grep -q -- ':-8@lambda' s.yaml || echo "SETUP FAILED"
timeout 55 "$TR" estimate s.yaml
