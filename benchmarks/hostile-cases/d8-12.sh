# what: datapackage.json: the min_chips field deleted from prices' schema while prices.csv still has the column (a schema edited without its table): refused naming prices.csv (or datapackage.json) and min_chips, not silently dropped (then 1-GPU candidates get 8-GPU rates)
# expect-rc: 1
# expect: min_chips
cp -r "$PROJECT/data" d
"$PY" - <<'EOF'
import json
p = json.load(open('d/datapackage.json'))
for r in p['resources']:
    r['schema']['fields'] = [f for f in r['schema']['fields'] if f['name'] != 'min_chips']
json.dump(p, open('d/datapackage.json', 'w'), indent=2)
EOF
timeout 55 "$TR" validate d
