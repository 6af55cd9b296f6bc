# what: candidates in the file wrapped in typographic quotes (candidates: [“trn2.48xlarge”, p5], pasted from a word processor): YAML reads “trn2.48xlarge” with the curly quotes as part of the name; refused naming the file, candidates and the value
# expect-rc: 1
# expect: s.yaml
# expect: candidates
# expect: trn2.48xlarge
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^candidates: .*/candidates: [“trn2.48xlarge”, p5]/' s.yaml
grep -q '“trn2' s.yaml || echo "SETUP FAILED"
timeout 55 "$TR" estimate s.yaml
