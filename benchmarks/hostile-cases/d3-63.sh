# what: scenario: training workload with train_tokens written "20B" (text with a suffix)
# expect-rc: 1
# expect: s.yaml
# expect: train_tokens
printf 'workload: training\nmodel: llama-3.1-8b\ntrain_tokens: 20B\n' > s.yaml
"$TR" estimate s.yaml
