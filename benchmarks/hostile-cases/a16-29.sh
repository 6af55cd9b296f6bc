# what: tokens_per_day with an explicit YAML tag via -p (-p tokens_per_day '!!int 2000000000'; the safe loader resolves !!int): a correct result, header 2e+09 tokens/day (or refused naming tokens_per_day; never another volume, never a traceback)
# expect-rc: 0
# expect: 2e+09 tokens/day
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p tokens_per_day '!!int 2000000000' -p candidates '[trn1.32xlarge]'
