# what: predict on a run of DeepSeek-V3 with fp8 weights on p5en.48xlarge (8x H200, 38.4 TB/s) at batch 1 with TPOT 0.8 ms: faster than reading its 37.6 GB of active fp8 weights once (0.98 ms)
# expect-rc: 1
# expect: runs.csv
# expect: line 2
# expect: tpot_ms
H=$(head -1 "$PROJECT/data/measurements.csv")
{ echo "$H"; echo "ds-b1,p5en.48xlarge,1,decode,DeepSeek-V3,deepseek-v3,8,,,1,,,1000,200,fp8,fp8,,,300,0.8,measured,continuous,,,2026-08-01,my run"; } > runs.csv
timeout 55 "$TR" predict runs.csv
