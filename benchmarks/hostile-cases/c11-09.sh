# what: predict on a run of Llama 3.1 405B bf16 on ONE p5.48xlarge (8 x 80 GB = 640 GB; weights alone 811 GB by hand count) at batch 1: the run cannot fit (README: "a run's batch must fit in the memory of the chips it used"): refused naming runs.csv, line 2 and the memory/batch
# expect-rc: nonzero
# expect: runs.csv
# expect: line 2
head -2 "$PROJECT/scenarios/examples/my-runs.csv" | "$PY" -c '
import csv,sys
r=list(csv.reader(sys.stdin)); row=r[1]
row[0]="my-405b-on-p5"; row[1]="p5.48xlarge"; row[4]="Llama-3.1-405B"; row[5]="llama-3.1-405b"; row[6]="8"
row[12]="1000"; row[13]="500"; row[17]=""; row[18]="900"; row[19]="40"; row[23]=""
csv.writer(open("runs.csv","w",newline="")).writerows(r)'
timeout 55 "$TR" predict runs.csv
