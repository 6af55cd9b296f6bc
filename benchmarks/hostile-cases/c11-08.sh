# what: scenario measurements CSV whose run (the example 70B trn2 run) is dated as_of 2099-06-01 (a run from the future; issue 22 point 9 refuses dates after today, and your runs are "checked with the same rules" as the dataset's, data/README): refused naming runs.csv and as_of
# expect-rc: nonzero
# expect: runs.csv
# expect: as_of
head -2 "$PROJECT/scenarios/examples/my-runs.csv" | "$PY" -c '
import csv,sys
r=list(csv.reader(sys.stdin)); r[1][24]="2099-06-01"; r[1][0]="my-future-run"
csv.writer(open("runs.csv","w",newline="")).writerows(r)'
printf 'scenario: c11-08\nmeasurements: runs.csv\ncandidates: [trn2, p5]\n' > s.yaml
timeout 55 "$TR" estimate s.yaml
