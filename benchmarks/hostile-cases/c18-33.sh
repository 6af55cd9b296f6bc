# what: predict on the example 70B run moved to the trn2-ultraserver (64 Trainium2, 256 logical cores at LNC=2) as tp 128 x dp 2 (two replicas side by side, as the nodes warning of c18-04 itself advises): accepted and predicted, no nodes refusal
# expect-rc: 0
# expect: 1 run(s) predicted
# expect-not: impossible
"$PY" - <<'EOF'
import csv, os, sys
src = os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv"
rows = list(csv.DictReader(open(src, newline="", encoding="utf-8")))
cols = list(rows[0].keys())
r = dict(rows[0])

r.update(entity_id="trn2-ultraserver", tp="128", dp="2")
w = csv.DictWriter(open("runs.csv", "w", newline="", encoding="utf-8"), fieldnames=cols)
w.writeheader(); w.writerow(r)
EOF
timeout 55 "$TR" predict runs.csv
