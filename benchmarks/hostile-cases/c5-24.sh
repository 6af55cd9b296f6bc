# what: predict on a runs CSV in Windows-1252 whose model_name on line 2 holds a curly apostrophe byte 0x92 ("Llama’s 70B" saved by Excel on Windows)
# expect-rc: 1
# expect: runs.csv
# expect: line 2
head -1 "$PROJECT/scenarios/examples/my-runs.csv" > runs.csv
printf 'cp1252,trn2.48xlarge,1,decode,Llama\x92s 70B,llama-3.1-70b,64,,,1,,,10000,1500,bf16,bf16,,36,814.2,19.6,measured,static,,,2026-08-21,x\n' >> runs.csv
"$TR" predict runs.csv
