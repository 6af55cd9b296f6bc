# what: predict on a runs CSV whose only run is Llama 3.1 8B on p4d.24xlarge (8x A100, no FP8 support) with weight_dtype and compute_dtype fp8: a precision the chip cannot compute in
# expect-rc: 1
# expect: runs.csv
# expect: line 2
head -1 "$PROJECT/scenarios/examples/my-runs.csv" > runs.csv
echo 'a100-fp8,p4d.24xlarge,1,decode,Llama-3.1-8B,llama-3.1-8b,8,,,1,,,1024,256,fp8,fp8,,110,40,9,measured,static,,,2026-08-01,my run' >> runs.csv
"$TR" predict runs.csv
