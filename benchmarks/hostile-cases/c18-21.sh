# what: predict on the example 70B trn2 run dated as_of 2023-12-03 (366 days before Trainium2 available_from 2024-12-03, 2024 a leap year; data/README: as_of may not lie more than 365 days before its chip available_from): refused naming runs.csv, line 2 and as_of
# expect-rc: 1
# expect: runs.csv
# expect: line 2
# expect: as_of
"$PY" - <<'EOF'
import csv, os, sys
src = os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv"
rows = list(csv.DictReader(open(src, newline="", encoding="utf-8")))
cols = list(rows[0].keys())
r = dict(rows[0])

r["as_of"] = "2023-12-03"
w = csv.DictWriter(open("runs.csv", "w", newline="", encoding="utf-8"), fieldnames=cols)
w.writeheader(); w.writerow(r)
EOF
timeout 55 "$TR" predict runs.csv
