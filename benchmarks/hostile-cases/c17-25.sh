# what: scenario measurements CSV (the example's 3 trn2 runs) whose tpot_ms are all written in seconds (0.0196, 0.0379, 0.0198: a 70B decode step in 0.02 ms reads 141 GB of weights at 7 PB/s, far above trn2.48xlarge's roofline): refused naming runs.csv and tpot_ms, never fitted into a faster estimate
# expect-rc: 1
# expect: runs.csv
# expect: tpot_ms
"$PY" - "$PROJECT/scenarios/examples/my-runs.csv" <<'P'
import csv,sys
r=list(csv.DictReader(open(sys.argv[1],newline="")))
for x in r: x["tpot_ms"]=str(float(x["tpot_ms"])/1000)
w=csv.DictWriter(open("runs.csv","w",newline=""),fieldnames=list(r[0])); w.writeheader(); w.writerows(r)
P
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{measurements: runs.csv, candidates: [trn2.48xlarge]}'
