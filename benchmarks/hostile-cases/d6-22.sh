# what: datapackage.json: entities' name maxLength tightened from 60 to 12 (a folder may tighten): the longer names in entities.csv must now fail, naming the file, line and field
# expect-rc: 1
# expect: entities.csv
# expect: name
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
F("entities","name")["constraints"]["maxLength"]=12
json.dump(d,open(p,"w",encoding="utf-8"),indent=2)
PY
"$TR" validate d
