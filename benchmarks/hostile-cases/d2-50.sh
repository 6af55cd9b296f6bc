# what: scenario: deadline_days -3 for a training workload
# expect-rc: 1
# expect: s.yaml
# expect: deadline_days
printf 'workload: training\nmodel: llama-3.1-8b\ndeadline_days: -3\n' > s.yaml
"$TR" estimate s.yaml
