# what: latency target .inf with -p (-p min_tokens_per_s_per_user .inf: not a finite number, no system can meet it): refused naming min_tokens_per_s_per_user
# expect-rc: nonzero
# expect: min_tokens_per_s_per_user
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p min_tokens_per_s_per_user .inf
