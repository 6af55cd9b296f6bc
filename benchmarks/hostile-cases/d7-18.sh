# what: datapackage.json: entities' schema given Table Schema's missingValues ["", "16"] (so a cell '16' means missing: every 16-chip system's chips would be null): honoured and refused for the required chips, or the key refused naming missingValues; never read as 16 without a word
# expect-rc: 1
# expect: datapackage.json
# expect: missingValues
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
import json
p = 'd/datapackage.json'; d = json.load(open(p))
for r in d['resources']:
    if r['name'] == 'entities':
        r['schema']['missingValues'] = ["", "16"]
json.dump(d, open(p, 'w'), indent=2)
PY
timeout 55 "$TR" validate d
