# what: predict on a runs CSV without the batch column at all (a partial header; data/README lists batch among a serving run's columns; batch 10 is not batch 1: the KV cache and a decode step's reads scale with it; the project must not take a default): refused naming runs.csv and batch, never predictions from a default (input_len's absence was tried this round too)
# expect-rc: 1
# expect: runs.csv
# expect: batch
# expect-not: Traceback
"$PY" - <<'P'
import csv,os
src=os.environ["PROJECT"]+"/scenarios/examples/my-runs.csv"
rows=list(csv.DictReader(open(src,encoding="utf-8")))
cols=list(rows[0].keys())

cols.remove("batch")
for r in rows: r.pop("batch")
w=csv.DictWriter(open("runs.csv","w",newline=""),cols); w.writeheader(); w.writerows(rows)
P
timeout 55 "$TR" predict runs.csv
