# what: datapackage.json: prices' min_chips tightened with a maximum of 8 (allowed: a folder may tighten): every min_chips in prices.csv is 8 or empty, so a correct result: validate OK with 549 prices
# expect-rc: 0
# expect: 549 prices
cp -r "$PROJECT/data" d
"$PY" - <<'EOF'
import json
p = json.load(open('d/datapackage.json'))
for r in p['resources']:
    for f in r['schema']['fields']:
        if f['name'] == 'min_chips':
            f['constraints']['maximum'] = 8
json.dump(p, open('d/datapackage.json', 'w'), indent=2)
EOF
timeout 55 "$TR" validate d
