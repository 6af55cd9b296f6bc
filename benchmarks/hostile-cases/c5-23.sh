# what: predict on a runs CSV whose line 2 is a run on a p5.48xlarge (8x H100) with input_len 10000 and output_len 1500 but tpot_ms and ttft_ms swapped (TPOT 814 ms, TTFT 19.6 ms: a 10,000-token prefill of 70B in 20 ms)
# expect-rc: 1
# expect: runs.csv
# expect: ttft_ms
head -1 "$PROJECT/scenarios/examples/my-runs.csv" > runs.csv
echo 'swapped,p5.48xlarge,1,decode,Llama-3.1-70B,llama-3.1-70b,8,,,1,,,10000,1500,bf16,bf16,,1.2,19.6,814.2,measured,static,,,2026-08-21,x' >> runs.csv
"$TR" predict runs.csv
