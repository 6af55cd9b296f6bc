# what: predict on the example 70B run moved to the chip id trainium2 with nodes 64 (exactly the Trn2 UltraServer, the legal edge of round 68 rule), tp 256 (4 logical cores a chip at LNC=2, data/README): accepted and predicted (1 run), no refusal of nodes
# expect-rc: 0
# expect: 1 run(s) predicted
# expect: my-trn2-llama70b-l2
# expect-not: nodes
"$PY" - "$@" <<'EOF'
import csv, os, sys
src = os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv"
rows = list(csv.DictReader(open(src, newline="", encoding="utf-8")))
cols = list(rows[0].keys())
r = dict(rows[0])

r.update(entity_id="trainium2", nodes="64", tp="256")
w = csv.DictWriter(open("runs.csv", "w", newline="", encoding="utf-8"), fieldnames=cols)
w.writeheader(); w.writerow(r)
EOF
timeout 55 "$TR" predict runs.csv
