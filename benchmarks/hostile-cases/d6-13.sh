# what: specs.csv: trainium2's memory_bandwidth row from the NKI guide (line 86) published 2027-03-01: after it was accessed (2026-10-31) and after today; as the newest tier-2 date it would also win ties
# expect-rc: 1
# expect: specs.csv
# expect: published
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
rep d/specs.csv "trainium2,memory_bandwidth,3,TB/s,,,neuron-nki-trainium2-v2.29.0,2026-04-09,2026-10-31," "trainium2,memory_bandwidth,3,TB/s,,,neuron-nki-trainium2-v2.29.0,2027-03-01,2026-10-31,"
"$TR" validate d
