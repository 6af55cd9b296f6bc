# what: datapackage.json: prices' min_chips constraint loosened from minimum 1 to minimum 0 (data/README: a folder's datapackage.json may tighten bounds, never loosen them): refused naming datapackage.json and min_chips
# expect-rc: 1
# expect: datapackage.json
# expect: min_chips
cp -r "$PROJECT/data" d
"$PY" - <<'EOF'
import json
p = json.load(open('d/datapackage.json'))
for r in p['resources']:
    for f in r['schema']['fields']:
        if f['name'] == 'min_chips':
            f['constraints']['minimum'] = 0
json.dump(p, open('d/datapackage.json', 'w'), indent=2)
EOF
timeout 55 "$TR" validate d
