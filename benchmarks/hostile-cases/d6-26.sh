# what: datapackage.json: entities' chips field type changed from integer to string (a looser type for a number the code multiplies by)
# expect-rc: 1
# expect: datapackage.json
# expect: chips
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
F("entities","chips")["type"]="string"
json.dump(d,open(p,"w",encoding="utf-8"),indent=2)
PY
"$TR" validate d
