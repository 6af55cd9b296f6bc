# what: predict on a runs CSV whose line 2 ttft_ms is 0x32E (a hexadecimal 814, which float() refuses but int(x,0) reads): refused naming runs.csv, line 2 and ttft_ms
# expect-rc: 1
# expect: runs.csv
# expect: ttft_ms
"$PY" - "$PROJECT/scenarios/examples/my-runs.csv" <<'P'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1], newline="")))
r = rows[0]; r["ttft_ms"] = '''0x32E'''
w = csv.DictWriter(open("runs.csv", "w", newline=""), fieldnames=list(rows[0].keys())); w.writeheader(); w.writerow(r)
P
timeout 55 "$TR" predict runs.csv 2>&1 | cut -c1-400
exit ${PIPESTATUS[0]}
