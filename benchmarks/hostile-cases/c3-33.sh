# what: predict on a runs CSV whose model_name on line 2 says Llama-3.1-8B while its model_id is llama-3.1-70b (a name stating another size) (a warning naming the line with rc 0, or an error, both accepted; silence is not)
# expect-rc: 0
# expect: runs.csv
# expect: model_name
$PY - <<'P'
import csv, os
rows = list(csv.DictReader(open(os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv")))
rows[0]["model_name"] = "Llama-3.1-8B-Instruct"
w = csv.DictWriter(open("runs.csv", "w", newline=""), fieldnames=list(rows[0]))
w.writeheader(); w.writerows(rows)
P
"$TR" predict runs.csv; rc=$?; echo "predict rc=$rc"; [ $rc -le 1 ] && exit 0; exit $rc
