# what: predict on a runs CSV whose line 2 output_len is 0 (a decode run that generates nothing, beside a TPOT of 19.6 ms): refused naming runs.csv, line 2 and output_len
# expect-rc: nonzero
# expect: runs.csv
# expect: line 2
# expect: output_len
"$PY" - "$PROJECT/scenarios/examples/my-runs.csv" <<'P'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1], encoding="utf-8")))
cols = list(rows[0].keys())
r = dict(rows[0]); r["run_id"] = "mine-1"; r["source_id"] = ""; r["note"] = "my run"
r["output_len"] = "0"
w = csv.DictWriter(open("runs.csv", "w", newline="", encoding="utf-8"), fieldnames=cols); w.writeheader(); w.writerow(r)
P
timeout 55 "$TR" predict runs.csv
