# what: predict on a runs CSV whose line 2's model_name is an MLC-quantized checkpoint (Llama-3.1-70B-Instruct-q4f16_1-MLC: 4-bit weights) while its weight_dtype is bf16
# expect-rc: 1
# expect: runs.csv
# expect: model_name
head -1 "$PROJECT/scenarios/examples/my-runs.csv" > runs.csv
echo 'mlc-run,trn2.48xlarge,1,decode,Llama-3.1-70B-Instruct-q4f16_1-MLC,llama-3.1-70b,64,,,1,,,10000,1500,bf16,bf16,,36,814.2,19.6,measured,static,,,2026-08-21,x' >> runs.csv
"$TR" predict runs.csv
