# what: predict on a runs CSV whose line 2 dp is 0 (no replica: tp x pp x dp zero chips; pp 0 was tried, dp 0 not): refused naming runs.csv, line 2 and dp
# expect-rc: nonzero
# expect: runs.csv
# expect: line 2
# expect: dp
"$PY" - "$PROJECT/scenarios/examples/my-runs.csv" <<'P'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1], encoding="utf-8")))
cols = list(rows[0].keys())
r = dict(rows[0]); r["run_id"] = "mine-1"; r["source_id"] = ""; r["note"] = "my run"
r["dp"] = "0"
w = csv.DictWriter(open("runs.csv", "w", newline="", encoding="utf-8"), fieldnames=cols); w.writeheader(); w.writerow(r)
P
timeout 55 "$TR" predict runs.csv
