# what: predict on the example 70B run with dp 0 (zero replicas): refused naming runs.csv, line 2 and dp
# expect-rc: 1
# expect: runs.csv
# expect: line 2
# expect: dp
# expect-not: Traceback
"$PY" - "$@" dp=0 <<'PYEOF'
import csv, os, sys
src = os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv"
rows = list(csv.DictReader(open(src, newline="", encoding="utf-8")))
cols = list(rows[0].keys()); r = dict(rows[0])
for kv in sys.argv[1:]:
    k, v = kv.split("=", 1); r[k] = v
w = csv.DictWriter(open("runs.csv", "w", newline="", encoding="utf-8"), fieldnames=cols); w.writeheader(); w.writerow(r)
PYEOF
timeout 55 "$TR" predict runs.csv
