# what: scenario measurements CSV whose batch on line 2 is 100000 (KV cache of 100,000 x 11,500 tokens of Llama 70B cannot fit one trn2.48xlarge)
# expect-rc: 1
# expect: runs.csv
# expect: batch
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
sed -i '2s/,64,,,1,,,10000,/,64,,,100000,,,10000,/' runs.csv
grep -q ',100000,' runs.csv || exit 99
printf 'scenario: c20\nmeasurements: runs.csv\n' > s.yaml
"$TR" estimate s.yaml
