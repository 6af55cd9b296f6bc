# what: a -y holding two YAML documents ('{tokens_per_day: 2e9}\n--- {tokens_per_day: 5e9}'): one mapping is due; refused naming -y, never one document silently dropped
# expect-rc: 1
# expect: -y
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y "$(printf '{tokens_per_day: 2.0e+9}\n--- {tokens_per_day: 5.0e+9}')"
