# what: predict on the example 70B run moved to inf2.xlarge (one Inferentia2, 32 GiB) with tp 2: 141 GB of bf16 weights cannot be held on 34 GB, an impossible run: refused naming runs.csv and line 2 (memory or entity_id), never fitted
# expect-rc: 1
# expect: runs.csv
# expect: line 2
"$PY" - "$@" <<'EOF'
import csv, os, sys
src = os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv"
rows = list(csv.DictReader(open(src, newline="", encoding="utf-8")))
cols = list(rows[0].keys())
r = dict(rows[0])

r.update(entity_id="inf2.xlarge", tp="2")
w = csv.DictWriter(open("runs.csv", "w", newline="", encoding="utf-8"), fieldnames=cols)
w.writeheader(); w.writerow(r)
EOF
timeout 55 "$TR" predict runs.csv
