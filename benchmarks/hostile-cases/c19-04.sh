# what: predict on the example 70B run with input_len -5 (a negative prompt length, a sign slip): refused naming runs.csv, line 2 and input_len
# expect-rc: 1
# expect: runs.csv
# expect: line 2
# expect: input_len
# expect-not: Traceback
"$PY" - "$@" input_len=-5 <<'PYEOF'
import csv, os, sys
src = os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv"
rows = list(csv.DictReader(open(src, newline="", encoding="utf-8")))
cols = list(rows[0].keys()); r = dict(rows[0])
for kv in sys.argv[1:]:
    k, v = kv.split("=", 1); r[k] = v
w = csv.DictWriter(open("runs.csv", "w", newline="", encoding="utf-8"), fieldnames=cols); w.writeheader(); w.writerow(r)
PYEOF
timeout 55 "$TR" predict runs.csv
