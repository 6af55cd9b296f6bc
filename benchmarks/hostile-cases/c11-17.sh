# what: scenario measurements CSV whose source_id is the dataset's source neuron-nxdi-llama70b-81ce03a typed in upper case (NEURON-NXDI-LLAMA70B-81CE03A; round 61: a non-empty source_id must be a source of the dataset, and source ids are case-sensitive keys): refused naming runs.csv and source_id
# expect-rc: nonzero
# expect: runs.csv
# expect: source_id
head -2 "$PROJECT/scenarios/examples/my-runs.csv" | "$PY" -c '
import csv,sys
r=list(csv.reader(sys.stdin)); r[1][23]=r[1][23].upper()
csv.writer(open("runs.csv","w",newline="")).writerows(r)'
printf 'scenario: c11-17\nmeasurements: runs.csv\ncandidates: [trn2, p5]\n' > s.yaml
timeout 55 "$TR" estimate s.yaml
