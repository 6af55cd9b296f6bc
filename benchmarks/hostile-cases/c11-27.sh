# what: predict on a runs CSV whose header has the tpot_ms column twice (a spreadsheet merge; the second one 1960, the first 19.6: which is the TPOT?): refused naming runs.csv and tpot_ms (a duplicated column), never one of the two silently
# expect-rc: nonzero
# expect: runs.csv
# expect: tpot_ms
head -2 "$PROJECT/scenarios/examples/my-runs.csv" | "$PY" -c '
import csv,sys
r=list(csv.reader(sys.stdin)); r[0].append("tpot_ms"); r[1].append("1960")
csv.writer(open("runs.csv","w",newline="")).writerows(r)'
timeout 55 "$TR" predict runs.csv
