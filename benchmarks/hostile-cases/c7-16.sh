# what: scenario's vLLM JSON whose model_id holds a lone surrogate escape ("meta-llama/Llama-3.1-8B-Instruct\udc80", which Python's json decodes into an unprintable str)
# expect-rc: 1
# expect: run.json
# expect: model_id
sed 's|"model_id": "meta-llama/Llama-3.1-8B-Instruct"|"model_id": "meta-llama/Llama-3.1-8B-Instruct\\udc80"|' "$PROJECT/scenarios/examples/my-vllm-run.json" > run.json
grep -q 'udc80' run.json || exit 9
grep -v '^measurements:' "$PROJECT/scenarios/examples/your-runs-vllm.yaml" > s.yaml
echo 'measurements: {file: run.json, entity_id: trainium2, nodes: 2, tp: 8}' >> s.yaml
timeout 55 "$TR" estimate s.yaml
