# what: scenario: training workload with global_batch 0 (no sequences per step), via -p
# expect-rc: 1
# expect: s.yaml
# expect: global_batch
printf 'workload: training\nmodel: llama-3.1-8b\n' > s.yaml
"$TR" estimate -p global_batch 0 s.yaml
