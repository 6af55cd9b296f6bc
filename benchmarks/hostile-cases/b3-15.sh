# what: PYTHONIOENCODING=ascii (stdout cannot print non-ASCII) with a scenario title, a config folder and a runs CSV note holding é, — and 中: estimate, model and predict print (escaped or replaced), no UnicodeEncodeError
# expect-rc: 0
# expect: 3 ok
# expect-not: UnicodeEncodeError
mkdir -p "modèle—中"; cp "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json" "modèle—中/config.json"
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^title: .*/title: "Défaut — 中文 scénario"/' s.yaml
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv; sed -i '2s/example of the format/exemple — 中 é/' runs.csv
export PYTHONIOENCODING=ascii LANG=C LC_ALL=C TRAINIUM_REPORT_NO_CACHE=1
ok=0
timeout 30 "$TR" estimate s.yaml > o1.txt 2>&1 && ok=$((ok+1)) || tail -3 o1.txt
timeout 30 "$TR" model "modèle—中/config.json" > o2.txt 2>&1 && ok=$((ok+1)) || tail -3 o2.txt
timeout 30 "$TR" predict runs.csv > o3.txt 2>&1 && ok=$((ok+1)) || tail -3 o3.txt
echo "$ok ok"
