# what: candidates given as a mapping in the file (candidates: {trn2: 1, p5: 2}, counts per family as a user might write) where FIELDS wants a list: refused naming the file and candidates
# expect-rc: 1
# expect: s.yaml
# expect: candidates
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^candidates: .*/candidates: {trn2: 1, p5: 2}/' s.yaml
grep -q '^candidates: {trn2' s.yaml || echo "SETUP FAILED"
timeout 55 "$TR" estimate s.yaml
