# what: datapackage.json: prices' primaryKey names a field price_id that no table has
# expect-rc: 1
# expect: datapackage.json
# expect: price_id
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
p = "d/datapackage.json"; d = json.load(open(p))
for r in d["resources"]:
    if r["name"] == "prices": r["schema"]["primaryKey"] = ["price_id"]
json.dump(d, open(p, "w"), indent=1)
PY
"$TR" validate d
