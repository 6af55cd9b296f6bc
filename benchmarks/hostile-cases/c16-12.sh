# what: predict on a runs CSV without the input_len column at all (data/README: a run whose input length no source states is not entered: the fit would read no context and understate the KV cache): refused naming runs.csv and input_len
# expect-rc: 1
# expect: runs.csv
# expect: input_len
# expect-not: Traceback
"$PY" - <<'P'
import csv,os
src=os.environ["PROJECT"]+"/scenarios/examples/my-runs.csv"
rows=list(csv.DictReader(open(src,encoding="utf-8")))
cols=list(rows[0].keys())

cols.remove("input_len")
for r in rows: r.pop("input_len")
w=csv.DictWriter(open("runs.csv","w",newline=""),cols); w.writeheader(); w.writerows(rows)
P
timeout 55 "$TR" predict runs.csv
