# what: -p with a key holding a zero-width space (tokens_per_day + U+200B, an invisible paste): not a scenario key; refused naming the key (never ignored, leaving the default 1e9 silently)
# expect-rc: nonzero
# expect: tokens_per_day
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p $'tokens_per_day\u200b' 2.0e+9
