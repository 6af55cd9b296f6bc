# what: tokens_per_day written with a Unicode minus sign (-p tokens_per_day −1e9, U+2212 as a word processor writes it): text where a number is due; refused naming tokens_per_day
# expect-rc: 1
# expect: tokens_per_day
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p tokens_per_day $'\u22121e9'
