# what: scenario measurements CSV with the example 70B trn2 run twice: line 3 a copy under a new run_id whose weight_dtype is "BF16" (upper case) - the same configuration, so the duplicate rule applies (README: repeats of one configuration), or refused naming runs.csv and weight_dtype; never counted as 2 independent runs silently
# expect-rc: nonzero
# expect: runs.csv
head -2 "$PROJECT/scenarios/examples/my-runs.csv" | "$PY" -c '
import csv,sys
r=list(csv.reader(sys.stdin)); c=list(r[1]); c[0]="my-copy"; c[14]="BF16"; r.append(c)
csv.writer(open("runs.csv","w",newline="")).writerows(r)'
printf 'scenario: c11-28\nmeasurements: runs.csv\ncandidates: [trn2, p5]\n' > s.yaml
timeout 55 "$TR" estimate s.yaml
