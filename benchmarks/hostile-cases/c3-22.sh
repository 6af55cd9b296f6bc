# what: measurements mapping with batching "dynamic" (not a batching kind the format has)
# expect-rc: 1
# expect: s.yaml
# expect: batching
cp "$PROJECT/scenarios/examples/my-vllm-run.json" run.json
cat > s.yaml <<'Y'
scenario: c3-22
model: llama-3.1-8b
tokens_per_day: 2.0e+8
measurements: {file: run.json, entity_id: trainium2, nodes: 2, tp: 8, batching: dynamic}
Y
"$TR" estimate s.yaml
