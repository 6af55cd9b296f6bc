# what: predict on the example runs CSV whose line 2 batch is 0 (no sequence served; data/README: a serving run carries its batch or concurrency): refused naming runs.csv, line 2 and batch
# expect-rc: 1
# expect: runs.csv
# expect: line 2
# expect: batch
"$PY" - "$@" <<'EOF'
import csv, os, sys
src = os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv"
rows = list(csv.DictReader(open(src, newline="", encoding="utf-8")))
cols = list(rows[0].keys())
r = dict(rows[0])

r["batch"] = "0"
w = csv.DictWriter(open("runs.csv", "w", newline="", encoding="utf-8"), fieldnames=cols)
w.writeheader(); w.writerow(r)
EOF
timeout 55 "$TR" predict runs.csv
