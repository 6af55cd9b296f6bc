# what: predict on a runs CSV whose only run has output_len 1 beside a TPOT of 5 ms (a request that generates one token has no time per output token after the first)
# expect-rc: 1
# expect: runs.csv
# expect: output_len
H=$(head -1 "$PROJECT/data/measurements.csv")
{ echo "$H"; echo "o1,p5.48xlarge,1,decode,Llama-3.1-8B,llama-3.1-8b,8,,,1,,,1000,1,bf16,bf16,,,50,5,measured,continuous,,,2026-08-01,my run"; } > runs.csv
timeout 55 "$TR" predict runs.csv
