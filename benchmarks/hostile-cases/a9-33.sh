# what: latency target given with its unit (-p min_tokens_per_s_per_user '20 tok/s'): text where a number is due; refused naming min_tokens_per_s_per_user
# expect-rc: 1
# expect: min_tokens_per_s_per_user
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p min_tokens_per_s_per_user '20 tok/s'
