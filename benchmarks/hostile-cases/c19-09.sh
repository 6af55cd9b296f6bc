# what: predict on the example 70B run moved to p5.48xlarge with tp 3 (3 of the 8 H100s, and 64 heads do not split 3 ways; data/README: an instance's chips are all used): refused or not predicted, naming runs.csv, line 2 and tp
# expect-rc: nonzero
# expect: runs.csv
# expect: line 2
# expect: tp
# expect-not: Traceback
"$PY" - "$@" entity_id=p5.48xlarge tp=3 <<'PYEOF'
import csv, os, sys
src = os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv"
rows = list(csv.DictReader(open(src, newline="", encoding="utf-8")))
cols = list(rows[0].keys()); r = dict(rows[0])
for kv in sys.argv[1:]:
    k, v = kv.split("=", 1); r[k] = v
w = csv.DictWriter(open("runs.csv", "w", newline="", encoding="utf-8"), fieldnames=cols); w.writeheader(); w.writerow(r)
PYEOF
timeout 55 "$TR" predict runs.csv
