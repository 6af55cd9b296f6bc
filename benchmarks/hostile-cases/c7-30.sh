# what: scenario measurements vLLM JSON whose model_id is "HuggingFaceTB/SmolLM2-360M-Instruct" mapped with model: llama-3.1-8b (the mapping asserts a model of another size than the file names, in millions): refused naming model_id, as a name of another size in billions is
# expect-rc: 1
# expect: run.json
# expect: model_id
sed 's|"model_id": "meta-llama/Llama-3.1-8B-Instruct"|"model_id": "HuggingFaceTB/SmolLM2-360M-Instruct"|' "$PROJECT/scenarios/examples/my-vllm-run.json" > run.json
grep -q SmolLM2 run.json || exit 9
grep -v '^measurements:' "$PROJECT/scenarios/examples/your-runs-vllm.yaml" > s.yaml
echo 'measurements: {file: run.json, entity_id: trainium2, nodes: 2, tp: 8, model: llama-3.1-8b}' >> s.yaml
timeout 55 "$TR" estimate s.yaml
