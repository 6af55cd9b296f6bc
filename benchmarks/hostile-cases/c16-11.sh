# what: predict on a runs CSV whose line 2 batching is "dynamic" (data/README: batching is continuous or static): refused naming runs.csv, line 2 and batching
# expect-rc: 1
# expect: runs.csv
# expect: batching
# expect-not: Traceback
"$PY" - <<'P'
import csv,os
src=os.environ["PROJECT"]+"/scenarios/examples/my-runs.csv"
rows=list(csv.DictReader(open(src,encoding="utf-8")))
cols=list(rows[0].keys())

rows[0]["batching"]="dynamic"
w=csv.DictWriter(open("runs.csv","w",newline=""),cols); w.writeheader(); w.writerows(rows)
P
timeout 55 "$TR" predict runs.csv
