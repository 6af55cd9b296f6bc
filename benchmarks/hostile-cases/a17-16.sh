# what: -p with a key in the wrong case (Tokens_per_day 2e9): not a scenario key; refused naming Tokens_per_day, never silently ignored (which would estimate 1e9)
# expect-rc: 1
# expect: Tokens_per_day
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p Tokens_per_day 2e9
