# what: tokens_per_day written with YAML 1.1 digit separators (-p tokens_per_day 1_000_000_000; PyYAML reads int 1000000000): a correct result, header says 1e+09 tokens/day (or refused naming tokens_per_day; never another volume)
# expect-rc: 0
# expect: 1e+09 tokens/day
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p tokens_per_day 1_000_000_000 -p candidates '[trn1.32xlarge]'
