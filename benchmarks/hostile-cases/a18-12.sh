# what: a scenario file with two YAML documents (a '---' then a second mapping): which one is meant is unclear; refused naming the file
# expect-rc: 1
# expect: s.yaml
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's|^data_dir: null.*|data_dir: '"$PROJECT"'/data|' s.yaml
printf -- '---\ntokens_per_day: 5.0e+9\n' >> s.yaml
timeout 55 "$TR" estimate s.yaml
