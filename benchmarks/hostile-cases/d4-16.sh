# what: datapackage.json: the prices resource's path pointed at specs.csv (two resources reading one file)
# expect-rc: 1
# expect: datapackage.json
# expect: path
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
import json
p="d/datapackage.json"; d=json.load(open(p))
r=[x for x in d["resources"] if x["name"]=="prices"][0]
r["path"]="specs.csv"
json.dump(d, open(p,"w"), indent=2)
PY
"$TR" validate d
