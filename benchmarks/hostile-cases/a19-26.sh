# what: a scenario key quoted with a trailing space ("tokens_per_day ": 2.0e+9) in the file: not a scenario key (the real tokens_per_day keeps 1e9 silently otherwise); refused naming the file and the key
# expect-rc: 1
# expect: s.yaml
# expect: tokens_per_day
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
echo '"tokens_per_day ": 2.0e+9' >> s.yaml
timeout 55 "$TR" estimate s.yaml
