# what: datapackage.json (folder copy) adds a unit kchips (count, factor 1000) for max_scale (allowed: adding a unit), and trn1-ultracluster's max_scale (specs.csv line 324) is written 30 kchips (= 30,000 chips): max-scale's floor of 256 chips must read the converted 30000, not the raw 30: a correct result, validate OK, 28 plausibility checks passed
# expect-rc: 0
# expect: OK:
# expect: 30 plausibility checks passed
# (written when there were 28; dataset checks added since: 30 at 72d09f3)
setcell() { "$PY" - "$@" <<'PYEOF'
import csv, io, sys
path, line, field, val = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
raw = open(path, newline="", encoding="utf-8").read().split("\n")
hdr = next(csv.reader([raw[0].lstrip("\ufeff")]))
row = next(csv.reader([raw[line - 1]]))
row[hdr.index(field)] = val
b = io.StringIO(); csv.writer(b, lineterminator="").writerow(row)
raw[line - 1] = b.getvalue()
open(path, "w", newline="", encoding="utf-8").write("\n".join(raw))
PYEOF
}
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
import json
p = json.load(open("d/datapackage.json"))
p["x-units"]["kchips"] = {"dimension": "count", "factor": 1000}
p["x-metrics"]["max_scale"]["units"].append("kchips")
json.dump(p, open("d/datapackage.json", "w"), indent=2)
PY
setcell d/specs.csv 324 value 30
setcell d/specs.csv 324 unit kchips
timeout 55 "$TR" validate d
