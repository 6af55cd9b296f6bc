# what: a scenario file that is a YAML list, not a mapping (- tokens_per_day: 1e9): refused naming the file
# expect-rc: 1
# expect: s.yaml
printf -- '- scenario: x\n- tokens_per_day: 1.0e+9\n' > s.yaml
timeout 55 "$TR" estimate s.yaml
