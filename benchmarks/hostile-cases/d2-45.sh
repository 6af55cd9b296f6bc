# what: scenario: workload training with training_chips 0 and seq_len 0, via -p on the command line
# expect-rc: 1
# expect: training_chips
# expect: seq_len
printf 'workload: training\nmodel: llama-3.1-8b\n' > s.yaml
"$TR" estimate s.yaml -p training_chips 0 -p seq_len 0
