# what: predict on a runs CSV whose line 2 (the example 70B trn2 run) says phase "prefill" but gives a tpot_ms of 19.6 and tpot_kind measured (a prefill-only run has no decode step to time): refused naming runs.csv, line 2 and phase or tpot_ms
# expect-rc: nonzero
# expect: runs.csv
# expect: line 2
head -2 "$PROJECT/scenarios/examples/my-runs.csv" | "$PY" -c '
import csv,sys
r=list(csv.reader(sys.stdin)); r[1][3]="prefill"
csv.writer(open("runs.csv","w",newline="")).writerows(r)'
timeout 55 "$TR" predict runs.csv
