# what: predict on a runs CSV whose batch on line 3 is 0
# expect-rc: 1
# expect: runs.csv
# expect: batch
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
"$PY" - <<'P'
import csv; r=list(csv.DictReader(open("runs.csv"))); r[1]["batch"]="0"
w=csv.DictWriter(open("runs.csv","w",newline=""),fieldnames=list(r[0])); w.writeheader(); w.writerows(r)
P
"$TR" predict runs.csv 2>&1 | tee o.txt; rc=${PIPESTATUS[0]}
grep -q -e 'line 3' -e 'my-trn2-llama405b-l2' o.txt || echo "(does not say which row: line 3)"
exit $rc
