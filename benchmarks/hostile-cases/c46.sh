# what: scenario measurements CSV whose model_name says FP8 (Llama-3.3-70B-Instruct-FP8) while its weight_dtype is bf16
# expect-rc: 1
# expect: runs.csv
# expect: model_name
head -2 "$PROJECT/scenarios/examples/my-runs.csv" | sed '2s/,decode,Llama-3.3-70B,/,decode,Llama-3.3-70B-Instruct-FP8,/' > runs.csv
grep -q 'Instruct-FP8' runs.csv || exit 99
printf 'scenario: c46\nmeasurements: runs.csv\n' > s.yaml
"$TR" estimate s.yaml
