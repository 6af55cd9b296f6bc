# what: predict on a runs CSV without the weight_dtype column at all (a partial header; data/README lists weight_dtype among a serving run's columns; weights in int8 or bf16 halve or double the bytes a step reads; the project must not take bf16 for granted): refused naming runs.csv and weight_dtype, never predictions from a default (input_len's absence was tried this round too)
# expect-rc: 1
# expect: runs.csv
# expect: weight_dtype
# expect-not: Traceback
"$PY" - <<'P'
import csv,os
src=os.environ["PROJECT"]+"/scenarios/examples/my-runs.csv"
rows=list(csv.DictReader(open(src,encoding="utf-8")))
cols=list(rows[0].keys())

cols.remove("weight_dtype")
for r in rows: r.pop("weight_dtype")
w=csv.DictWriter(open("runs.csv","w",newline=""),cols); w.writeheader(); w.writerows(rows)
P
timeout 55 "$TR" predict runs.csv
