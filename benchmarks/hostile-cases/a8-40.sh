# what: latency target 1e300 tokens/s per user (-p min_tokens_per_s_per_user 1e300): no candidate can meet it; refused (nothing to estimate) naming min_tokens_per_s_per_user, exit 1
# expect-rc: 1
# expect: min_tokens_per_s_per_user
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p min_tokens_per_s_per_user 1e300
