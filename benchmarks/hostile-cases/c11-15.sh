# what: predict on a runs CSV whose line 2 ttft_ms is "inf" (float("inf") parses; an infinite prefill): refused naming runs.csv, line 2 and ttft_ms
# expect-rc: nonzero
# expect: runs.csv
# expect: ttft_ms
head -2 "$PROJECT/scenarios/examples/my-runs.csv" | "$PY" -c '
import csv,sys
r=list(csv.reader(sys.stdin)); r[1][18]="inf"
csv.writer(open("runs.csv","w",newline="")).writerows(r)'
timeout 55 "$TR" predict runs.csv
