# what: predict on a runs CSV whose lines 2 and 3 carry the same run_id (the 70B run, then the 405B run renamed my-trn2-llama70b-l2; data/README: run_id is the key of measurements.csv, one row per run): refused naming runs.csv and run_id
# expect-rc: 1
# expect: runs.csv
# expect: run_id
# expect-not: Traceback
"$PY" - <<'P'
import csv,os
src=os.environ["PROJECT"]+"/scenarios/examples/my-runs.csv"
rows=list(csv.DictReader(open(src,encoding="utf-8")))
cols=list(rows[0].keys())

rows[1]["run_id"]=rows[0]["run_id"]
w=csv.DictWriter(open("runs.csv","w",newline=""),cols); w.writeheader(); w.writerows(rows)
P
timeout 55 "$TR" predict runs.csv
