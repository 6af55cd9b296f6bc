# what: the same quote key twice inside price_overrides in the file (block style: trn2.48xlarge: 30 then trn2.48xlarge: 20): which quote is meant is unclear; refused naming the file and trn2.48xlarge (issue 22: duplicate keys)
# expect-rc: 1
# expect: s.yaml
# expect: trn2.48xlarge
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's|^data_dir: null.*|data_dir: '"$PROJECT"'/data|' s.yaml
sed -i 's/^price_overrides: .*/price_overrides:\n  trn2.48xlarge: 30\n  p5.48xlarge: 50\n  trn2.48xlarge: 20/' s.yaml
timeout 55 "$TR" estimate s.yaml
