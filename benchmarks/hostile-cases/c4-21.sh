# what: scenario measurements CSV whose run is on the bare chip h100-sxm with nodes 1 but tp 16 (16 GPUs from one chip)
# note: nodes 1 on a GPU chip entity is "not read" (the project reads tp x pp x dp as the GPUs; see test_round41 c08): a 16-GPU run, modelled as 2 x p5.48xlarge
# expect-rc: 0
# expect: rescaled to 1 of your run(s)
head -1 "$PROJECT/scenarios/examples/my-runs.csv" > runs.csv
echo 'h100-run,h100-sxm,1,decode,Llama-3.1-8B,llama-3.1-8b,16,,,1,,,1024,256,bf16,bf16,,150,20,6.5,measured,continuous,,,2026-08-01,my run' >> runs.csv
printf 'scenario: c421\nmodel: llama-3.1-8b\ntokens_per_day: 2.0e+8\ncandidates: [trn2, p5]\nmeasurements: runs.csv\n' > s.yaml
"$TR" estimate s.yaml
