# what: -p and -y giving the same key different values on one command line (-p tokens_per_day 1e9 -y '{tokens_per_day: 5e9}') on estimate: refused naming tokens_per_day, never one silently dropped
# expect-rc: 1
# expect: tokens_per_day
timeout 50 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p tokens_per_day 1e9 -y '{tokens_per_day: 5e9}' 2>&1 | tail -4
exit ${PIPESTATUS[0]}
