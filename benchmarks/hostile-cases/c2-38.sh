# what: scenario measurements CSV whose output_tokens_per_s on line 2 is 0 beside a TPOT of 19.6 ms
# expect-rc: 1
# expect: runs.csv
# expect: output_tokens_per_s
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
sed -i '2s/,bf16,bf16,,36,814.2,/,bf16,bf16,,0,814.2,/' runs.csv
grep -q ',,0,814.2,' runs.csv || exit 99
cp "$PROJECT/scenarios/examples/your-runs-csv.yaml" s.yaml
sed -i 's/my-runs.csv/runs.csv/' s.yaml
"$TR" estimate s.yaml
