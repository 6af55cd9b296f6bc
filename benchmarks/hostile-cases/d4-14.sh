# what: datapackage.json: prices' usd_per_hour bound loosened (exclusiveMinimum 0 replaced by minimum -100); a data folder may tighten, never loosen
# expect-rc: 1
# expect: datapackage.json
# expect: usd_per_hour
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
import json
p="d/datapackage.json"; d=json.load(open(p))
r=[x for x in d["resources"] if x["name"]=="prices"][0]
f=[x for x in r["schema"]["fields"] if x["name"]=="usd_per_hour"][0]
f["constraints"]={"required": True, "minimum": -100}
json.dump(d, open(p,"w"), indent=2)
PY
"$TR" validate d
