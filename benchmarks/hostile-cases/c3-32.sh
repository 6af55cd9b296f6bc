# what: predict on a runs CSV whose output_tokens_per_s on line 2 (5,100 tok/s) is 100x what batch 1 at a 19.6 ms TPOT can emit (~51 tok/s) (a warning naming the line with rc 0, or an error, both accepted; silence is not)
# expect-rc: 0
# expect: runs.csv
# expect: output_tokens_per_s
$PY - <<'P'
import csv, os
rows = list(csv.DictReader(open(os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv")))
rows[0]["output_tokens_per_s"] = "5100"
w = csv.DictWriter(open("runs.csv", "w", newline=""), fieldnames=list(rows[0]))
w.writeheader(); w.writerows(rows)
P
"$TR" predict runs.csv; rc=$?; echo "predict rc=$rc"; [ $rc -le 1 ] && exit 0; exit $rc
