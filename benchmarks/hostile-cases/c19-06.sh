# what: predict on the example 70B run with tpot_kind 'p50' (a percentile typed into the kind column; data/README: measured|static_batch|includes_ttft): refused naming runs.csv, line 2 and tpot_kind
# expect-rc: 1
# expect: runs.csv
# expect: line 2
# expect: tpot_kind
# expect-not: Traceback
"$PY" - "$@" tpot_kind=p50 <<'PYEOF'
import csv, os, sys
src = os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv"
rows = list(csv.DictReader(open(src, newline="", encoding="utf-8")))
cols = list(rows[0].keys()); r = dict(rows[0])
for kv in sys.argv[1:]:
    k, v = kv.split("=", 1); r[k] = v
w = csv.DictWriter(open("runs.csv", "w", newline="", encoding="utf-8"), fieldnames=cols); w.writeheader(); w.writerow(r)
PYEOF
timeout 55 "$TR" predict runs.csv
