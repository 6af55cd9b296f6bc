# what: scenario: the whole file is a YAML list, not a mapping
# expect-rc: 1
# expect: s.yaml
# expect: mapping
printf -- '- workload: inference\n- tokens_per_day: 1e9\n' > s.yaml
"$TR" estimate s.yaml
