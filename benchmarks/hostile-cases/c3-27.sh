# what: measurements mapping with nodes 1.5 (half a machine)
# expect-rc: 1
# expect: s.yaml
# expect: nodes
cp "$PROJECT/scenarios/examples/my-vllm-run.json" run.json
cat > s.yaml <<'Y'
scenario: c3-27
model: llama-3.1-8b
tokens_per_day: 2.0e+8
measurements: {file: run.json, entity_id: trainium2, nodes: 1.5, tp: 8}
Y
"$TR" estimate s.yaml
