# what: datapackage.json: x-metrics.memory_capacity given the unit GB/s (a bandwidth), and a trainium2 capacity row written 96000 GB/s: read as 96 GB of memory
# expect-rc: 1
# expect: datapackage.json
# expect: memory_capacity
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
d["x-metrics"]["memory_capacity"]["units"].append("GB/s")
json.dump(d, open(p, "w"), indent=1)
PY
rep d/specs.csv "trainium2,memory_capacity,96,GB,,,tengele-semianalysis-trn2," "trainium2,memory_capacity,96000,GB/s,,,tengele-semianalysis-trn2,"
"$TR" validate d
