# what: scenario measurements CSV whose weight_dtype on line 2 is "awq" (not a precision the format has)
# expect-rc: 1
# expect: runs.csv
# expect: weight_dtype
head -2 "$PROJECT/scenarios/examples/my-runs.csv" | sed '2s/,10000,1500,bf16,bf16,/,10000,1500,awq,bf16,/' > runs.csv
grep -q ',awq,' runs.csv || exit 99
printf 'scenario: c45\nmeasurements: runs.csv\n' > s.yaml
"$TR" estimate s.yaml
