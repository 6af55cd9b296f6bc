# what: datapackage.json: prices' min_chips made required (constraints.required true: a tightening, allowed) while system rows must leave it empty: the first price row (line 2, inf1.xlarge, empty) is refused naming prices.csv, line 2, min_chips
# expect-rc: 1
# expect: prices.csv, line 2, field 'min_chips'
cp -r "$PROJECT/data" d
"$PY" - <<'EOF'
import json
p = json.load(open('d/datapackage.json'))
for r in p['resources']:
    for f in r['schema']['fields']:
        if f['name'] == 'min_chips':
            f['constraints']['required'] = True
json.dump(p, open('d/datapackage.json', 'w'), indent=2)
EOF
timeout 55 "$TR" validate d 2>&1 | head -5
exit ${PIPESTATUS[0]}
