# what: predict on a run of Llama 3.1 405B bf16 on two whole trn2.48xlarge (nodes 2, tp 128: 2 x 64 logical NeuronCores) at batch 1, TTFT 3 s for 10,000 tokens, TPOT 30 ms: a legal multi-node run, predicted
# expect-rc: 0
# expect: 1 run(s) predicted
# expect: trainium2
H=$(head -1 "$PROJECT/data/measurements.csv")
{ echo "$H"; echo "mn,trn2.48xlarge,2,decode,Llama-3.1-405B,llama-3.1-405b,128,,,1,,,10000,1500,bf16,bf16,,,3000,30,measured,static,,,2026-08-01,my run"; } > runs.csv
timeout 55 "$TR" predict runs.csv
