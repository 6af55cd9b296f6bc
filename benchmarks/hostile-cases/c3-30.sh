# what: predict on a runs CSV whose ttft_ms on line 3 has a thousands separator ("2,442", quoted as a spreadsheet writes it)
# expect-rc: 1
# expect: runs.csv
# expect: ttft_ms
$PY - <<'P'
import csv, os
rows = list(csv.DictReader(open(os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv")))
rows[1]["ttft_ms"] = "2,442"
w = csv.DictWriter(open("runs.csv", "w", newline=""), fieldnames=list(rows[0]))
w.writeheader(); w.writerows(rows)
P
grep -q '"2,442"' runs.csv || exit 99
"$TR" predict runs.csv
