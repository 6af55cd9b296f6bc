# what: scenario measurements CSV whose input_len on line 2 is 20,000,000 tokens (twice the longest context of any published model)
# expect-rc: 1
# expect: runs.csv
# expect: input_len
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
"$PY" - <<'P'
import csv; r=list(csv.DictReader(open("runs.csv"))); r[0]["input_len"]="20000000"
w=csv.DictWriter(open("runs.csv","w",newline=""),fieldnames=list(r[0])); w.writeheader(); w.writerows(r)
P
printf 'scenario: c422\nmeasurements: runs.csv\n' > s.yaml
"$TR" estimate s.yaml
