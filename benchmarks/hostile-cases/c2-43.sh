# what: scenario measurements CSV whose tpot_ms on line 2 is written in seconds (0.0196): a 70B decode step faster than reading its weights once
# expect-rc: 1
# expect: runs.csv
# expect: tpot_ms
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
sed -i '2s/,814.2,19.6,/,814.2,0.0196,/' runs.csv
grep -q ',0.0196,' runs.csv || exit 99
cp "$PROJECT/scenarios/examples/your-runs-csv.yaml" s.yaml
sed -i 's/my-runs.csv/runs.csv/' s.yaml
"$TR" estimate s.yaml
