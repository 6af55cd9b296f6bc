# what: -y with one key twice inside one mapping (-y '{tokens_per_day: 1e9, tokens_per_day: 5e9}': YAML says keys are unique; PyYAML keeps the last silently): estimate refuses naming tokens_per_day (as the file's own duplicate keys and -p/-y clashes are refused), non-zero, no table
# expect-rc: 1
# expect: tokens_per_day
# expect-not: USD/1M
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{tokens_per_day: 1e9, tokens_per_day: 5e9}'
