# what: datapackage.json: prices' two foreign keys written in Table Schema's one-field string form ("fields": "entity_id", reference fields "entity_id"), the same keys as the list form: a correct result (the project accepts the string form of primaryKey), not one complaint per letter
# expect-rc: 0
# expect: OK:
# expect-not: got 'e'
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
import json
p = 'd/datapackage.json'; d = json.load(open(p))
for r in d['resources']:
    if r['name'] == 'prices':
        for fk in r['schema']['foreignKeys']:
            fk['fields'] = fk['fields'][0]; fk['reference']['fields'] = fk['reference']['fields'][0]
json.dump(d, open(p, 'w'), indent=2)
PY
timeout 55 "$TR" validate d
