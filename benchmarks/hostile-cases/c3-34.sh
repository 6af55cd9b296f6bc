# what: predict on a runs CSV whose seq_len on line 4 (1,024) is shorter than its 10,000 input + 1,500 output tokens (a warning naming the line with rc 0, or an error, both accepted; silence is not)
# expect-rc: 0
# expect: runs.csv
# expect: seq_len
$PY - <<'P'
import csv, os
rows = list(csv.DictReader(open(os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv")))
rows[2]["seq_len"] = "1024"
w = csv.DictWriter(open("runs.csv", "w", newline=""), fieldnames=list(rows[0]))
w.writeheader(); w.writerows(rows)
P
"$TR" predict runs.csv; rc=$?; echo "predict rc=$rc"; [ $rc -le 1 ] && exit 0; exit $rc
