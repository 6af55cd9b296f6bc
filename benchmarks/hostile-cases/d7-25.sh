# what: datapackage.json: x-units TB/s's factor written as the text "1" (a quoted number)
# expect-rc: 1
# expect: datapackage.json
# expect: TB/s
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
import json
p = 'd/datapackage.json'; d = json.load(open(p))
d['x-units']['TB/s']['factor'] = "1"
json.dump(d, open(p, 'w'), indent=2)
PY
timeout 55 "$TR" specs trainium2 memory_bandwidth --data-dir d
