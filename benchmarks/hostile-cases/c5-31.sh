# what: vLLM bench JSON at max_concurrency 2 mapped as dp 2 replicas of tp 8 on 2 trainium2 chips (16 NeuronCores, one request per replica): a correct result
# expect-rc: 0
# expect: rescaled to 1 of your run(s)
# expect: trn2.48xlarge
cp "$PROJECT/scenarios/examples/my-vllm-run.json" run.json
printf 'scenario: c531\nmodel: llama-3.1-8b\ntokens_per_day: 2.0e+8\ncandidates: [trn2, p5]\nmeasurements: {file: run.json, entity_id: trainium2, nodes: 2, tp: 8, dp: 2}\n' > s.yaml
"$TR" estimate s.yaml
