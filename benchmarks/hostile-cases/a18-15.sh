# what: a scenario file in Latin-1 (title "Comparaison coût" with byte 0xfb), not UTF-8: refused naming the file (and the line or UTF-8), never a traceback
# expect-rc: 1
# expect: s.yaml
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's|^data_dir: null.*|data_dir: '"$PROJECT"'/data|' s.yaml
printf 'title: Comparaison co\xfbt\n' > t; sed -i '/^title:/d' s.yaml; cat t >> s.yaml
timeout 55 "$TR" estimate s.yaml
