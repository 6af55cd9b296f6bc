# what: vLLM bench JSON mapped onto p4d.24xlarge (8x A100, no FP8) with precision fp8 in the measurements mapping
# expect-rc: 1
# expect: s.yaml
# expect: precision
cp "$PROJECT/scenarios/examples/my-vllm-run.json" run.json
sed -i 's/"median_tpot_ms": 10.52/"median_tpot_ms": 6.5/; s/"output_throughput": 184.44/"output_throughput": 290/' run.json
printf 'scenario: c402\nmodel: llama-3.1-8b\ntokens_per_day: 2.0e+8\ncandidates: [trn2, p5]\nmeasurements: {file: run.json, entity_id: p4d.24xlarge, tp: 8, precision: fp8}\n' > s.yaml
"$TR" estimate s.yaml
