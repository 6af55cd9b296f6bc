# what: tokens_per_day given with -p as the word Infinity (YAML text; Python's float() reads it as inf): refused naming tokens_per_day
# expect-rc: 1
# expect: tokens_per_day
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p tokens_per_day Infinity
