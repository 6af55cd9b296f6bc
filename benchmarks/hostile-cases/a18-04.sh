# what: candidates an empty list in the file (nothing to compare; an estimate of nothing is silent nonsense): refused naming the file and candidates
# expect-rc: 1
# expect: s.yaml
# expect: candidates
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^candidates: .*/candidates: []/' s.yaml
sed -i 's|^data_dir: null.*|data_dir: '"$PROJECT"'/data|' s.yaml
timeout 55 "$TR" estimate s.yaml
