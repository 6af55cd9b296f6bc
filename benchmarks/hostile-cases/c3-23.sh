# what: measurements mapping whose model (qwen3-32b) contradicts the vLLM JSON's own model_id (meta-llama/Llama-3.1-8B-Instruct)
# expect-rc: 1
# expect: run.json
# expect: model
cp "$PROJECT/scenarios/examples/my-vllm-run.json" run.json
cat > s.yaml <<'Y'
scenario: c3-23
model: llama-3.1-8b
tokens_per_day: 2.0e+8
measurements: {file: run.json, entity_id: trainium2, nodes: 2, tp: 8, model: qwen3-32b}
Y
"$TR" estimate s.yaml
