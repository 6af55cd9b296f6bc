# what: candidates holding the YAML 1.1 boolean word no ([trn2, no, p5]: 'no' is read as false), in the file: refused naming candidates
# expect-rc: 1
# expect: s.yaml
# expect: candidates
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^candidates: .*/candidates: [trn2, no, p5]/' s.yaml
timeout 55 "$TR" estimate s.yaml
