# what: predict on a runs CSV whose line 2 tpot_kind is "Measured" (capitalised; data/README lists measured | static_batch | includes_ttft): refused naming runs.csv, line 2 and tpot_kind
# expect-rc: 1
# expect: runs.csv
# expect: tpot_kind
"$PY" - "$PROJECT/scenarios/examples/my-runs.csv" <<'P'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1], newline="")))
r = rows[0]; r["tpot_kind"] = '''Measured'''
w = csv.DictWriter(open("runs.csv", "w", newline=""), fieldnames=list(rows[0].keys())); w.writeheader(); w.writerow(r)
P
timeout 55 "$TR" predict runs.csv 2>&1 | cut -c1-400
exit ${PIPESTATUS[0]}
