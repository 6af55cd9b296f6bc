# what: predict on a runs CSV whose tpot_ms on line 2 uses a decimal comma ("19,6", a European spreadsheet)
# expect-rc: 1
# expect: runs.csv
# expect: tpot_ms
$PY - <<'P'
import csv, os
rows = list(csv.DictReader(open(os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv")))
rows[0]["tpot_ms"] = "19,6"
w = csv.DictWriter(open("runs.csv", "w", newline=""), fieldnames=list(rows[0]))
w.writeheader(); w.writerows(rows)
P
grep -q '"19,6"' runs.csv || exit 99
"$TR" predict runs.csv
