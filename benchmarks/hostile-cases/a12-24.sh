# what: -p tokens_per_day with an empty value (-p tokens_per_day '': an unset shell variable; YAML reads empty as null): FIELDS wants a number; refused naming tokens_per_day (never the file's 1e+09 silently kept)
# expect-rc: 1
# expect: tokens_per_day
# expect-not: Traceback
# expect-not: 1e+09 tokens/day
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p tokens_per_day ''
