# what: measurements mapping without file (entity_id and tp only)
# expect-rc: 1
# expect: s.yaml
# expect: file
cat > s.yaml <<'Y'
scenario: c3-24
model: llama-3.1-8b
tokens_per_day: 2.0e+8
measurements: {entity_id: trainium2, nodes: 2, tp: 8}
Y
"$TR" estimate s.yaml
