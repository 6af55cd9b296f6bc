# what: scenario measurements CSV whose line 2 weight_dtype is "mxfp4" (gpt-oss's 4-bit format; data/README lists fp32, bf16, fp16, fp8, int8): refused naming runs.csv, line 2 and weight_dtype
# expect-rc: nonzero
# expect: runs.csv
# expect: weight_dtype
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
sed -i '2s/,bf16,bf16,,36,/,mxfp4,bf16,,36,/' runs.csv
printf 'scenario: c15-13\nmodel: llama-3.1-70b\nmeasurements: runs.csv\ncandidates: [p5.48xlarge]\n' > s.yaml
timeout 55 "$TR" estimate s.yaml 2>&1
