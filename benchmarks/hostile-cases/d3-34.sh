# what: scenario: training workload with attention_flops given as the quoted text "false" (a non-empty string is truthy)
# expect-rc: 1
# expect: s.yaml
# expect: attention_flops
cat > s.yaml <<'YML'
workload: training
model: llama-3.1-8b
attention_flops: "false"
YML
"$TR" estimate s.yaml
