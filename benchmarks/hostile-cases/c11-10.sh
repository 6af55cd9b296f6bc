# what: predict on a runs CSV whose line 2 tp is 256 on trn2.48xlarge (16 chips x 8 physical NeuronCores = 128; 256 is twice the cores the instance has, and README says a run "uses the whole system it names"): refused naming runs.csv, line 2 and tp
# expect-rc: nonzero
# expect: runs.csv
# expect: tp
head -2 "$PROJECT/scenarios/examples/my-runs.csv" | "$PY" -c '
import csv,sys
r=list(csv.reader(sys.stdin)); r[1][6]="256"
csv.writer(open("runs.csv","w",newline="")).writerows(r)'
timeout 55 "$TR" predict runs.csv
