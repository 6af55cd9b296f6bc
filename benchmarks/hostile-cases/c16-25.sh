# what: scenario measurements CSV (the example 70B trn2 run) whose tpot_ms is in microseconds (19600 for 19.6 ms: 1000x the run and far above any published run's ratio to the bandwidth bound): refused naming runs.csv, line 2 and tpot_ms (calibration: a time far slower than the bound is a unit slip)
# expect-rc: 1
# expect: runs.csv
# expect: tpot_ms
# expect-not: Traceback
"$PY" - <<'P'
import csv,os
src=os.environ["PROJECT"]+"/scenarios/examples/my-runs.csv"
rows=list(csv.DictReader(open(src,encoding="utf-8")))
cols=list(rows[0].keys())

rows[0]["tpot_ms"]="19600"
rows=rows[:1]
w=csv.DictWriter(open("runs.csv","w",newline=""),cols); w.writeheader(); w.writerows(rows)
P
cp "$PROJECT/scenarios/examples/your-runs-csv.yaml" s.yaml
sed -i 's/^measurements:.*/measurements: runs.csv/' s.yaml
timeout 55 "$TR" estimate s.yaml
