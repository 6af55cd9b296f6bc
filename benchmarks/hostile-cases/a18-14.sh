# what: -y given a YAML list ('[tokens_per_day, 2e9]') instead of a mapping (--help: scenario values as a YAML mapping): refused naming the -y value
# expect-rc: nonzero
# expect: mapping
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '[tokens_per_day, 2e9]'
