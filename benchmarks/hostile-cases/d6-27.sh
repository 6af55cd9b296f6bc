# what: datapackage.json: specs' value field given a pattern '[0-9.]+' (tightening: a number only) while memory_type rows hold labels (HBM3e): the labels must fail, naming specs.csv and value
# expect-rc: 1
# expect: specs.csv
# expect: value
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
F("specs","value").setdefault("constraints",{})["pattern"]="[0-9.]+"
json.dump(d,open(p,"w",encoding="utf-8"),indent=2)
PY
"$TR" validate d
