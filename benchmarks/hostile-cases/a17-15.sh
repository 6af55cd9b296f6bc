# what: tokens_per_day given as the word NaN with -p (YAML reads it as text): refused naming tokens_per_day
# expect-rc: 1
# expect: tokens_per_day
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p tokens_per_day NaN
