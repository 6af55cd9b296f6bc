# what: predict on a runs CSV whose line 2 runs Llama 70B on trn2.48xlarge (64 NeuronCores) at tp 64 x pp 4 (256 NeuronCores; the system has 128, 64 logical): more cores than the system has
# expect-rc: 1
# expect: runs.csv
# expect: line 2
head -1 "$PROJECT/scenarios/examples/my-runs.csv" > runs.csv
echo 'pp-over,trn2.48xlarge,1,decode,Llama-3.3-70B,llama-3.1-70b,64,4,,1,,,10000,1500,bf16,bf16,,36,814.2,19.6,measured,static,,,2026-08-21,pp slip' >> runs.csv
"$TR" predict runs.csv
