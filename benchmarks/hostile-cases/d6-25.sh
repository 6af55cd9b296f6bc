# what: datapackage.json: a foreign key added from measurements' sdk to sources' source_id (a key the data contradicts: sdk holds versions like 2.18.1)
# expect-rc: 1
# expect: sdk
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
import json
p="d/datapackage.json"; d=json.load(open(p,encoding="utf-8"))
R={r["name"]:r for r in d["resources"]}
F=lambda res,name: next(f for f in R[res]["schema"]["fields"] if f["name"]==name)
R["measurements"]["schema"]["foreignKeys"].append({"fields":["sdk"],"reference":{"resource":"sources","fields":["source_id"]}})
json.dump(d,open(p,"w",encoding="utf-8"),indent=2)
PY
"$TR" validate d
