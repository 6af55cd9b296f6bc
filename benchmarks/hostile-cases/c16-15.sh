# what: predict on a runs CSV without the output_len column at all (a partial header; data/README lists output_len among a serving run's columns; an empty output_len reads as no output: the decode KV cache and static-batch totals rest on it): refused naming runs.csv and output_len, never predictions from a default (input_len's absence was tried this round too)
# expect-rc: 1
# expect: runs.csv
# expect: output_len
# expect-not: Traceback
"$PY" - <<'P'
import csv,os
src=os.environ["PROJECT"]+"/scenarios/examples/my-runs.csv"
rows=list(csv.DictReader(open(src,encoding="utf-8")))
cols=list(rows[0].keys())

cols.remove("output_len")
for r in rows: r.pop("output_len")
w=csv.DictWriter(open("runs.csv","w",newline=""),cols); w.writeheader(); w.writerows(rows)
P
timeout 55 "$TR" predict runs.csv
