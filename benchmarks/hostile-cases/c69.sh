# what: scenario measurements CSV whose row leaves model_id empty (model_name "my-org/secret-model")
# expect-rc: 1
# expect: runs.csv
# expect: model_id
head -2 "$PROJECT/scenarios/examples/my-runs.csv" | sed '2s/,decode,Llama-3.3-70B,llama-3.1-70b,/,decode,my-org\/secret-model,,/' > runs.csv
grep -q secret-model,, runs.csv || exit 99
printf 'scenario: c69\nmeasurements: runs.csv\n' > s.yaml
"$TR" estimate s.yaml
