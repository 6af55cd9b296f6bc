# what: candidate chip written in capitals ("H100-SXM:8@lambda", ids in data/ are lower case) in the file: no chip of that id; refused naming the file, candidates and the value (never silently dropped)
# expect-rc: nonzero
# expect: candidates
# expect: H100-SXM:8@lambda
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^candidates: .*/candidates: [trn1.32xlarge, "H100-SXM:8@lambda"]/' s.yaml
timeout 55 "$TR" estimate s.yaml
