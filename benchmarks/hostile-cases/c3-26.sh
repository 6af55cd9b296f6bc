# what: measurements mapping with tp 3 for Llama 3.1 8B (32 heads, 8 KV heads: not divisible by 3; no engine shards it so)
# expect-rc: 1
# expect: tp
# expect: run.json
cp "$PROJECT/scenarios/examples/my-vllm-run.json" run.json
cat > s.yaml <<'Y'
scenario: c3-26
model: llama-3.1-8b
tokens_per_day: 2.0e+8
measurements: {file: run.json, entity_id: trainium2, nodes: 1, tp: 3}
Y
"$TR" estimate s.yaml
