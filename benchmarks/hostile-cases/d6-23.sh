# what: datapackage.json: prices' primaryKey narrowed to [entity_id, provider, region, pricing_model, offer_kind, per] (dates, sources and notes no longer tell rows apart: a stricter key the data breaks)
# expect-rc: 1
# expect: prices
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
R["prices"]["schema"]["primaryKey"]=["entity_id","provider","region","pricing_model","offer_kind","per"]
json.dump(d,open(p,"w",encoding="utf-8"),indent=2)
PY
"$TR" validate d
