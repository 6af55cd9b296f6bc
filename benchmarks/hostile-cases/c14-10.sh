# what: predict on a runs CSV whose line 2 batch is 0.5 (half a request): refused naming runs.csv, line 2 and batch
# expect-rc: 1
# expect: runs.csv
# expect: batch
"$PY" - "$PROJECT/scenarios/examples/my-runs.csv" <<'P'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1], newline="")))
r = rows[0]; r["batch"] = '''0.5'''
w = csv.DictWriter(open("runs.csv", "w", newline=""), fieldnames=list(rows[0].keys())); w.writeheader(); w.writerow(r)
P
timeout 55 "$TR" predict runs.csv 2>&1 | cut -c1-400
exit ${PIPESTATUS[0]}
