# what: predict on a runs CSV whose line 2 as_of is 2026-02-30 (a day February never has; data/README: dates are ISO): refused naming runs.csv, line 2 and as_of
# expect-rc: 1
# expect: runs.csv
# expect: as_of
"$PY" - "$PROJECT/scenarios/examples/my-runs.csv" <<'P'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1], newline="")))
r = rows[0]; r["as_of"] = '''2026-02-30'''
w = csv.DictWriter(open("runs.csv", "w", newline=""), fieldnames=list(rows[0].keys())); w.writeheader(); w.writerow(r)
P
timeout 55 "$TR" predict runs.csv 2>&1 | cut -c1-400
exit ${PIPESTATUS[0]}
