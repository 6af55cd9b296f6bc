# what: predict on a runs CSV whose only run (p5.48xlarge) says tp 8 and dp 4 (32 GPUs on an 8-GPU system): nothing can be predicted, so an error, not "0 run(s) predicted" and exit 0
# expect-rc: 1
# expect: runs.csv
# expect: line 2
head -1 "$PROJECT/scenarios/examples/my-runs.csv" > runs.csv
echo 'my-p5-8b,p5.48xlarge,1,decode,Llama-3.1-8B,llama-3.1-8b,8,,4,8,,,2048,512,bf16,bf16,,1200,60,12,measured,static,,,2026-10-01,my run' >> runs.csv
"$TR" predict runs.csv
