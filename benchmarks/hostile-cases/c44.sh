# what: scenario measurements CSV whose only run is on a p5.48xlarge (8 H100) with TPOT 0.5 ms for Llama 70B bf16 (faster than reading the weights once)
# expect-rc: 1
# expect: runs.csv
# expect: tpot_ms
head -1 "$PROJECT/scenarios/examples/my-runs.csv" > runs.csv
echo 'my-p5-70b,p5.48xlarge,1,decode,Llama-3.1-70B,llama-3.1-70b,8,,,1,,,2048,512,bf16,bf16,,1900,120,0.5,measured,static,,,2026-10-01,my run' >> runs.csv
printf 'scenario: c44\nmeasurements: runs.csv\n' > s.yaml
"$TR" estimate s.yaml
