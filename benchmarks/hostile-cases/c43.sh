# what: scenario measurements CSV whose output_len on line 2 is 1.5 (k-tokens slip for 1500)
# expect-rc: 1
# expect: runs.csv
# expect: output_len
head -2 "$PROJECT/scenarios/examples/my-runs.csv" | sed '2s/,10000,1500,bf16,/,10000,1.5,bf16,/' > runs.csv
grep -q ',1.5,' runs.csv || exit 99
printf 'scenario: c43\nmeasurements: runs.csv\n' > s.yaml
"$TR" estimate s.yaml
