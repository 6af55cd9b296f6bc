# what: scenario measurements CSV whose run on trn2.48xlarge (64 NeuronCores) says tp 256
# expect-rc: 1
# expect: runs.csv
# expect: tp
head -2 "$PROJECT/scenarios/examples/my-runs.csv" | sed '2s/,decode,Llama-3.3-70B,llama-3.1-70b,64,/,decode,Llama-3.3-70B,llama-3.1-70b,256,/' > runs.csv
grep -q ',256,' runs.csv || exit 99
printf 'scenario: c42\nmeasurements: runs.csv\n' > s.yaml
"$TR" estimate s.yaml
