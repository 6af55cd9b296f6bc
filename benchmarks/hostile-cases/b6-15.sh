# what: -y given twice with the same key and different values (-y '{tokens_per_day: 1e9}' -y '{tokens_per_day: 5e9}') on estimate: refused naming tokens_per_day as given twice (as -p given twice is), never one silently dropped
# expect-rc: 1
# expect: tokens_per_day
timeout 50 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{tokens_per_day: 1e9}' -y '{tokens_per_day: 5e9}' 2>&1 | tail -4
exit ${PIPESTATUS[0]}
