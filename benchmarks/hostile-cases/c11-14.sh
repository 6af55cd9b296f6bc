# what: predict on a run of Llama 3.1 8B bf16 on p5.48xlarge (tp 8, batch 1, 1000 in / 200 out) whose TPOT is written in seconds (0.0068 for 6.8 ms): a decode step must read 16 GB of weights, at 8 x 3.35 TB/s >= 0.6 ms, so 0.0068 ms is ~90x above the roofline: refused naming runs.csv, line 2 and tpot_ms (units the likely cause)
# expect-rc: nonzero
# expect: runs.csv
# expect: tpot_ms
head -2 "$PROJECT/scenarios/examples/my-runs.csv" | "$PY" -c '
import csv,sys
r=list(csv.reader(sys.stdin)); row=r[1]
row[0]="my-8b-p5-s"; row[1]="p5.48xlarge"; row[4]="Llama-3.1-8B"; row[5]="llama-3.1-8b"; row[6]="8"
row[12]="1000"; row[13]="200"; row[17]=""; row[18]=""; row[19]="0.0068"; row[23]=""
csv.writer(open("runs.csv","w",newline="")).writerows(r)'
timeout 55 "$TR" predict runs.csv
