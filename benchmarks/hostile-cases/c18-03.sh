# what: predict on the example 70B run moved to the chip id trainium2 with nodes 65 and tp 260 (4 logical cores each; one more than the Trn2 UltraServer u-trn2x64 of 64 chips, the largest system built on Trainium2 in entities.csv; round 68): refused naming runs.csv, line 2 and nodes
# expect-rc: 1
# expect: runs.csv
# expect: line 2
# expect: nodes
"$PY" - "$@" <<'EOF'
import csv, os, sys
src = os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv"
rows = list(csv.DictReader(open(src, newline="", encoding="utf-8")))
cols = list(rows[0].keys())
r = dict(rows[0])

r.update(entity_id="trainium2", nodes="65", tp="260")
w = csv.DictWriter(open("runs.csv", "w", newline="", encoding="utf-8"), fieldnames=cols)
w.writeheader(); w.writerow(r)
EOF
timeout 55 "$TR" predict runs.csv
