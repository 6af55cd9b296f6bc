# what: predict on the example 70B trn2 run dated as_of 2023-12-04 (exactly 365 days before Trainium2 available_from 2024-12-03: a preview, the legal edge of data/README rule): accepted, predicted (TTFT 830.6 as the undated copy)
# expect-rc: 0
# expect: 1 run(s) predicted
# expect: 830.6
# expect-not: as_of
"$PY" - <<'EOF'
import csv, os, sys
src = os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv"
rows = list(csv.DictReader(open(src, newline="", encoding="utf-8")))
cols = list(rows[0].keys())
r = dict(rows[0])

r["as_of"] = "2023-12-04"
w = csv.DictWriter(open("runs.csv", "w", newline="", encoding="utf-8"), fieldnames=cols)
w.writeheader(); w.writerow(r)
EOF
timeout 55 "$TR" predict runs.csv
