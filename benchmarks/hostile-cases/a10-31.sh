# what: latency target -20 tokens/s per user with -p (FIELDS: positive): refused naming min_tokens_per_s_per_user
# expect-rc: 1
# expect: min_tokens_per_s_per_user
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p min_tokens_per_s_per_user -20
