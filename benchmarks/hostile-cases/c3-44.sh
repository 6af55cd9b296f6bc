# what: predict on a runs CSV whose line 3 has a batch of 4096 for Llama 3.1 405B bf16 at 11,500 tokens on one trn2.48xlarge (KV cache ~2.7 TB, over its 1.5 TB of HBM) (a warning naming the line with rc 0, or an error, both accepted; silence is not)
# expect-rc: 0
# expect: runs.csv
# expect: line 3
$PY - <<'P'
import csv, os
rows = list(csv.DictReader(open(os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv")))
rows[1]["batch"] = "4096"
w = csv.DictWriter(open("runs.csv", "w", newline=""), fieldnames=list(rows[0]))
w.writeheader(); w.writerows(rows)
P
"$TR" predict runs.csv; rc=$?; echo "predict rc=$rc"; [ $rc -le 1 ] && exit 0; exit $rc
