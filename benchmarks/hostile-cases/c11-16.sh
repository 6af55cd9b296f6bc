# what: predict on a runs CSV whose line 2 tpot_ms is 1e-320 (a subnormal float, positive so a "> 0" test passes; a 70B decode step in 1e-323 s): refused naming runs.csv, line 2 and tpot_ms (above the roofline)
# expect-rc: nonzero
# expect: runs.csv
# expect: tpot_ms
head -2 "$PROJECT/scenarios/examples/my-runs.csv" | "$PY" -c '
import csv,sys
r=list(csv.reader(sys.stdin)); r[1][19]="1e-320"; r[1][17]=""
csv.writer(open("runs.csv","w",newline="")).writerows(r)'
timeout 55 "$TR" predict runs.csv
