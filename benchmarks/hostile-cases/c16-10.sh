# what: predict on a runs CSV whose line 2 output_len is "1.5k" (1,500 tokens written with a unit suffix): refused naming runs.csv, line 2 and output_len, never a guess
# expect-rc: 1
# expect: runs.csv
# expect: output_len
# expect-not: Traceback
"$PY" - <<'P'
import csv,os
src=os.environ["PROJECT"]+"/scenarios/examples/my-runs.csv"
rows=list(csv.DictReader(open(src,encoding="utf-8")))
cols=list(rows[0].keys())

rows[0]["output_len"]="1.5k"
w=csv.DictWriter(open("runs.csv","w",newline=""),cols); w.writeheader(); w.writerows(rows)
P
timeout 55 "$TR" predict runs.csv
