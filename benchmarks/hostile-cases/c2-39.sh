# what: scenario measurements CSV whose phase on line 2 is "Decode" (capitalised) 
# expect-rc: 1
# expect: runs.csv
# expect: phase
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
sed -i '2s/,1,decode,/,1,Decode,/' runs.csv
grep -q ',Decode,' runs.csv || exit 99
cp "$PROJECT/scenarios/examples/your-runs-csv.yaml" s.yaml
sed -i 's/my-runs.csv/runs.csv/' s.yaml
"$TR" estimate s.yaml
