# what: efficiency.csv: the decode step_overhead_ms row (0.5) given the unit 'fraction'
# expect-rc: 1
# expect: efficiency.csv
# expect: unit
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
rep d/efficiency.csv "NVIDIA GPU,decode,step_overhead_ms,,0.5,ms," "NVIDIA GPU,decode,step_overhead_ms,,0.5,fraction,"
"$TR" validate d
