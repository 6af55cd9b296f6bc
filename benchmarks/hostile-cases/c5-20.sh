# what: predict on a runs CSV whose ttft_ms on line 2 is 1e308 (a TTFT of 3e297 years)
# expect-rc: 1
# expect: runs.csv
# expect: ttft_ms
head -1 "$PROJECT/scenarios/examples/my-runs.csv" > runs.csv
echo 'huge-ttft,trn2.48xlarge,1,decode,Llama-3.3-70B,llama-3.1-70b,64,,,1,,,10000,1500,bf16,bf16,,36,1e308,19.6,measured,static,,,2026-08-21,x' >> runs.csv
"$TR" predict runs.csv
