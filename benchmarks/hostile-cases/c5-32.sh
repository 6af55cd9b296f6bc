# what: measurements mapping whose model is a Hugging Face repo id (meta-llama/Llama-3.1-8B-Instruct) instead of a model_id of data/models.csv
# expect-rc: 1
# expect: s.yaml
# expect: measurements.model
cp "$PROJECT/scenarios/examples/my-vllm-run.json" run.json
printf 'scenario: c532\nmodel: llama-3.1-8b\ntokens_per_day: 2.0e+8\ncandidates: [trn2, p5]\nmeasurements: {file: run.json, entity_id: trainium2, nodes: 2, tp: 8, model: meta-llama/Llama-3.1-8B-Instruct}\n' > s.yaml
"$TR" estimate s.yaml
