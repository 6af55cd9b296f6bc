# what: predict on the example runs whose first run's note holds a quoted line break (legal CSV: that record spans physical lines 2-3) and whose second run (starting on physical line 4) has batch 0: refused naming runs.csv, batch and line 4, the line a user finds in an editor (line 3 is inside the note)
# expect-rc: 1
# expect: runs.csv
# expect: batch
# expect: line 4
"$PY" - <<'EOF'
import csv, os, sys
src = os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv"
rows = list(csv.DictReader(open(src, newline="", encoding="utf-8")))
cols = list(rows[0].keys())
r = dict(rows[0])

r["note"] = "first half\nsecond half"
r2 = dict(rows[1]); r2["batch"] = "0"
w = csv.DictWriter(open("runs.csv", "w", newline="", encoding="utf-8"), fieldnames=cols)
w.writeheader(); w.writerow(r); w.writerow(r2)
EOF
timeout 55 "$TR" predict runs.csv
