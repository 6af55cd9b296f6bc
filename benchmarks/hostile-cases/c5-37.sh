# what: scenario measurements CSV whose only run is Llama 3.1 405B with weight_dtype fp32 (1.62 TB of weights) on one p5en.48xlarge (8 x 141 GB = 1.13 TB of HBM)
# expect-rc: 1
# expect: runs.csv
# expect: line 2
head -1 "$PROJECT/scenarios/examples/my-runs.csv" > runs.csv
echo 'fp32-405b,p5en.48xlarge,1,decode,Llama-3.1-405B,llama-3.1-405b,8,,,1,,,10000,1500,fp32,fp32,,25.46,2442,37.9,measured,static,,,2026-08-21,x' >> runs.csv
printf 'scenario: c537\nmodel: llama-3.1-405b\ntokens_per_day: 2.0e+8\ncandidates: [trn2, p5en]\nmeasurements: runs.csv\n' > s.yaml
"$TR" estimate s.yaml
