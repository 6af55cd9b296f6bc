# what: datapackage.json: prices' min_chips tightened with a maximum of 4 (a folder may tighten): the 8-GPU rates break it; refused naming prices.csv, line 215 (the first), field min_chips
# expect-rc: 1
# expect: prices.csv, line 215, field 'min_chips'
cp -r "$PROJECT/data" d
"$PY" - <<'EOF'
import json
p = json.load(open('d/datapackage.json'))
for r in p['resources']:
    for f in r['schema']['fields']:
        if f['name'] == 'min_chips':
            f['constraints']['maximum'] = 4
json.dump(p, open('d/datapackage.json', 'w'), indent=2)
EOF
timeout 55 "$TR" validate d
