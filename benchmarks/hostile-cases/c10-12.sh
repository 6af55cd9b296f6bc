# what: predict on a runs CSV whose line 2 run_id is empty (run_id is the key of measurements.csv, data/README): refused naming runs.csv, line 2 and run_id
# expect-rc: nonzero
# expect: runs.csv
# expect: line 2
# expect: run_id
"$PY" - "$PROJECT/scenarios/examples/my-runs.csv" <<'P'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1], encoding="utf-8")))
cols = list(rows[0].keys())
r = dict(rows[0]); r["run_id"] = "mine-1"; r["source_id"] = ""; r["note"] = "my run"
r["run_id"] = ""
w = csv.DictWriter(open("runs.csv", "w", newline="", encoding="utf-8"), fieldnames=cols); w.writeheader(); w.writerow(r)
P
timeout 55 "$TR" predict runs.csv
