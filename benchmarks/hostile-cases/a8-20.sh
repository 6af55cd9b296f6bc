# what: tokens_per_day -.inf (negative infinity) with -y: refused naming tokens_per_day (FIELDS: positive)
# expect-rc: 1
# expect: tokens_per_day
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{tokens_per_day: -.inf}'
