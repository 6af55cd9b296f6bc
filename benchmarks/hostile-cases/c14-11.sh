# what: predict on a runs CSV whose line 2 input_len is 1e400 (past any float: reads as inf): refused naming runs.csv, line 2 and input_len
# expect-rc: 1
# expect: runs.csv
# expect: input_len
"$PY" - "$PROJECT/scenarios/examples/my-runs.csv" <<'P'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1], newline="")))
r = rows[0]; r["input_len"] = '''1e400'''
w = csv.DictWriter(open("runs.csv", "w", newline=""), fieldnames=list(rows[0].keys())); w.writeheader(); w.writerow(r)
P
timeout 55 "$TR" predict runs.csv 2>&1 | cut -c1-400
exit ${PIPESTATUS[0]}
