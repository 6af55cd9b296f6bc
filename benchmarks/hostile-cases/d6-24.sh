# what: datapackage.json: prices' pricing_model enum without 'spot' (tightened) while prices.csv holds spot rows
# expect-rc: 1
# expect: prices.csv
# expect: pricing_model
# expect: spot
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
F("prices","pricing_model")["constraints"]["enum"].remove("spot")
json.dump(d,open(p,"w",encoding="utf-8"),indent=2)
PY
"$TR" validate d
