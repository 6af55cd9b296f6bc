# what: datapackage.json: the prices fields listed in reverse order (the CSV's header unchanged; Table Schema's fields read by name here): a correct result, validate OK
# expect-rc: 0
# expect: OK:
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
import json
p = 'd/datapackage.json'; d = json.load(open(p))
for r in d['resources']:
    if r['name'] == 'prices':
        r['schema']['fields'].reverse()
json.dump(d, open(p, 'w'), indent=2)
PY
timeout 55 "$TR" validate d
