# what: tokens_per_day given as YAML infinity (-p tokens_per_day .inf): refused naming tokens_per_day (issue 22: inf spellings)
# expect-rc: 1
# expect: tokens_per_day
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p tokens_per_day .inf
