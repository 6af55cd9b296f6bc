# what: a chip count in exponent notation ("h100-sxm:1e1@lambda") in the file: not an integer count (int("1e1") fails); refused naming the file, candidates and the value
# expect-rc: 1
# expect: candidates
# expect: h100-sxm:1e1@lambda
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^candidates: .*/candidates: [trn1.32xlarge, "h100-sxm:1e1@lambda"]/' s.yaml
timeout 55 "$TR" estimate s.yaml
