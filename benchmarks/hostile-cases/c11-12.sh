# what: predict on a 30 MB runs CSV (the example's first run with a 30,000,000-character note: one huge line, under 2,000 rows; issue 22: "at most the size limit read, never more than a short excerpt of a bad line echoed"): refused naming runs.csv (a size limit) within 60 s, the note not echoed in full
# expect-rc: nonzero
# expect: runs.csv
# expect-not: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
head -2 "$PROJECT/scenarios/examples/my-runs.csv" | "$PY" -c '
import csv,sys
r=list(csv.reader(sys.stdin)); r[1][25]="x"*30000000
csv.writer(open("runs.csv","w",newline="")).writerows(r)'
timeout 55 "$TR" predict runs.csv 2>&1 | head -c 20000
exit ${PIPESTATUS[0]}
