# what: predict on a runs CSV whose line 2 input_len is -10000 (a negative prompt): refused naming runs.csv, line 2 and input_len
# expect-rc: nonzero
# expect: runs.csv
# expect: line 2
# expect: input_len
"$PY" - "$PROJECT/scenarios/examples/my-runs.csv" <<'P'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1], encoding="utf-8")))
cols = list(rows[0].keys())
r = dict(rows[0]); r["run_id"] = "mine-1"; r["source_id"] = ""; r["note"] = "my run"
r["input_len"] = "-10000"
w = csv.DictWriter(open("runs.csv", "w", newline="", encoding="utf-8"), fieldnames=cols); w.writeheader(); w.writerow(r)
P
timeout 55 "$TR" predict runs.csv
