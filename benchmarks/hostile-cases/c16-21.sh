# what: predict on a runs CSV whose line 2 tpot_ms is "19.6ms" (the unit typed into the cell): refused naming runs.csv, line 2 and tpot_ms
# expect-rc: 1
# expect: runs.csv
# expect: tpot_ms
# expect-not: Traceback
"$PY" - <<'P'
import csv,os
src=os.environ["PROJECT"]+"/scenarios/examples/my-runs.csv"
rows=list(csv.DictReader(open(src,encoding="utf-8")))
cols=list(rows[0].keys())

rows[0]["tpot_ms"]="19.6ms"
w=csv.DictWriter(open("runs.csv","w",newline=""),cols); w.writeheader(); w.writerows(rows)
P
timeout 55 "$TR" predict runs.csv
