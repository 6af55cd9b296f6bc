# what: measurements mapping with file an absolute path to /etc/passwd (a system file, not a benchmark)
# expect-rc: 1
# expect: passwd
# expect: measurements
cat > s.yaml <<'Y'
scenario: c3-25
model: llama-3.1-8b
tokens_per_day: 2.0e+8
measurements: {file: /etc/passwd, entity_id: trainium2, nodes: 2, tp: 8}
Y
"$TR" estimate s.yaml
