# what: datapackage.json: the unit GiB removed from x-units while specs.csv still gives trainium2's memory in GiB
# expect-rc: 1
# expect: GiB
# expect: unit
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
import json
p="d/datapackage.json"; d=json.load(open(p))
del d["x-units"]["GiB"]
json.dump(d,open(p,"w"),indent=2)
PY
"$TR" validate d
