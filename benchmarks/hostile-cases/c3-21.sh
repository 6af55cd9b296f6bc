# what: measurements mapping whose entity_id is a candidate string ("h100-sxm:8@lambda"), not a system or chip of the dataset
# expect-rc: 1
# expect: s.yaml
# expect: entity_id
cp "$PROJECT/scenarios/examples/my-vllm-run.json" run.json
cat > s.yaml <<'Y'
scenario: c3-21
model: llama-3.1-8b
tokens_per_day: 2.0e+8
measurements: {file: run.json, entity_id: "h100-sxm:8@lambda", tp: 8}
Y
"$TR" estimate s.yaml
