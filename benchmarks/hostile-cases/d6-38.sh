# what: measurements.csv: the first run's as_of written 2026-12-24 (after today, 2026-12-06, and after its source was accessed): a benchmark from the future
# expect-rc: 1
# expect: measurements.csv
# expect: as_of
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
rep d/measurements.csv "neuron-inf2-throughput-decoder-81ce03a,2026-08-21," "neuron-inf2-throughput-decoder-81ce03a,2026-12-24,"
"$TR" validate d
