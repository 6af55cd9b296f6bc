# what: datapackage.json: x-units TB/s given factor -1 (a negative conversion factor: every bandwidth turns negative once converted)
# expect-rc: 1
# expect: datapackage.json
# expect: TB/s
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
import json
p="d/datapackage.json"; d=json.load(open(p))
d["x-units"]["TB/s"]["factor"]=-1
json.dump(d,open(p,"w"),indent=2)
PY
"$TR" validate d
