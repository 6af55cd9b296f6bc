# what: predict on a runs CSV whose line 2 input_len is an integer of 5,000 digits (Python int() refuses over 4,300 digits with a ValueError; a prompt longer than any context): refused naming runs.csv, line 2 and input_len, no traceback
# expect-rc: 1
# expect: runs.csv
# expect: input_len
# expect-not: Traceback
"$PY" - <<'P'
import csv,os
src=os.environ["PROJECT"]+"/scenarios/examples/my-runs.csv"
rows=list(csv.DictReader(open(src,encoding="utf-8")))
cols=list(rows[0].keys())

rows[0]["input_len"]="9"*5000
w=csv.DictWriter(open("runs.csv","w",newline=""),cols); w.writeheader(); w.writerows(rows)
P
timeout 55 "$TR" predict runs.csv
