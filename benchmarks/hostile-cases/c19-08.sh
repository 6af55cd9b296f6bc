# what: predict on the example 70B run whose seq_len is 2000 while input_len 10,000 + output_len 1,500 = 11,500 (a sequence shorter than its own prompt: contradicting columns): refused naming runs.csv, line 2 and seq_len
# expect-rc: 1
# expect: runs.csv
# expect: line 2
# expect: seq_len
# expect-not: Traceback
"$PY" - "$@" seq_len=2000 <<'PYEOF'
import csv, os, sys
src = os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv"
rows = list(csv.DictReader(open(src, newline="", encoding="utf-8")))
cols = list(rows[0].keys()); r = dict(rows[0])
for kv in sys.argv[1:]:
    k, v = kv.split("=", 1); r[k] = v
w = csv.DictWriter(open("runs.csv", "w", newline="", encoding="utf-8"), fieldnames=cols); w.writeheader(); w.writerow(r)
PYEOF
timeout 55 "$TR" predict runs.csv
