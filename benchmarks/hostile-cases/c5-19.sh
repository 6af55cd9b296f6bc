# what: predict on a runs CSV whose only run (line 2) is a training-phase run of Llama 3.1 70B on one trn2.48xlarge at 100,000 sequences/s of 4,096 tokens (~1e20 FLOP/s, far over the chips' compute)
# expect-rc: 1
# expect: runs.csv
# expect: sequences_per_s
head -1 "$PROJECT/scenarios/examples/my-runs.csv" > runs.csv
echo 'my-train,trn2.48xlarge,1,training,Llama-3.1-70B,llama-3.1-70b,64,,,1,64,4096,,,bf16,bf16,,,,,,,100000,,2026-08-21,impossible training run' >> runs.csv
"$TR" predict runs.csv
