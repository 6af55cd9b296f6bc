# what: datapackage.json: the prices resource's path set to "../../../../../../etc/hostname" (a table read from outside the data folder)
# expect-rc: 1
# expect: datapackage.json
# expect: path
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
import json
p="d/datapackage.json"; d=json.load(open(p))
r=[r for r in d["resources"] if r["name"]=="prices"][0]; r["path"]="../../../../../../etc/hostname"
json.dump(d,open(p,"w"),indent=2)
PY
"$TR" validate d
