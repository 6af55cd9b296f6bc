# what: predict on the example runs CSV (scenarios/examples/my-runs.csv, copied) --data-dir d where tpu-v5p-pod's max_scale (specs.csv line 206) is written 60 (below max-scale's 256): new since round 64, predict warns of a dataset the plausibility checks refuse: rc 0, with a warning naming specs.csv, 206 and max-scale
# expect-rc: 0
# expect: warning
# expect: 206
# expect: max-scale
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
setcell d/specs.csv 206 value 60
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
timeout 55 "$TR" predict runs.csv --data-dir d
