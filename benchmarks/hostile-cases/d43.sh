# what: datapackage.json: usd_per_hour's exclusiveMinimum set to NaN (a JSON extension literal)
# expect-rc: 1
# expect: datapackage.json
# expect: NaN
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
    if r["name"] == "prices":
        for f in r["schema"]["fields"]:
            if f["name"] == "usd_per_hour": f["constraints"]["exclusiveMinimum"] = float("nan")
json.dump(d, open(p, "w"), indent=1)
PY
grep -q NaN d/datapackage.json || exit 99
"$TR" validate d
