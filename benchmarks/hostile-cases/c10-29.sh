# what: predict on a runs CSV of 2,001 rows (one past README's "a file of your runs holds at most 2,000 rows"; the example's 3 runs repeated under new run_ids): refused quickly naming runs.csv and the 2,000-row limit
# expect-rc: nonzero
# expect: runs.csv
# expect: 2,000
"$PY" - "$PROJECT/scenarios/examples/my-runs.csv" <<'P'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1], encoding="utf-8")))
w = csv.DictWriter(open("runs.csv", "w", newline="", encoding="utf-8"), fieldnames=list(rows[0])); w.writeheader()
for i in range(2001):
    r = dict(rows[i % 3]); r["run_id"] = f"r{i}"; r["ttft_ms"] = str(float(r["ttft_ms"]) + i * 0.01); w.writerow(r)
P
timeout 55 "$TR" predict runs.csv
