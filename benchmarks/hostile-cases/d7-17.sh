# what: datapackage.json: entities' name constraint maxLength written as the text "60" (a quoted number), then specs trn2.48xlarge --data-dir on it (the load path, not validate)
# expect-rc: 1
# expect: datapackage.json
# expect: maxLength
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
import json
p = 'd/datapackage.json'; d = json.load(open(p)); n = 0
for r in d['resources']:
    if r['name'] == 'entities':
        for f in r['schema']['fields']:
            if f['name'] == 'name' and 'maxLength' in f.get('constraints', {}):
                f['constraints']['maxLength'] = str(f['constraints']['maxLength']); n += 1
assert n == 1
json.dump(d, open(p, 'w'), indent=2)
PY
timeout 55 "$TR" specs trn2.48xlarge --data-dir d
