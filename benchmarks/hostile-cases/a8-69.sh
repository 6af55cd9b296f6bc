# what: a scenario file holding two YAML documents (the default file, then '---' and a second mapping with tokens_per_day: 5.0e+9): which one is meant? refused naming the file (never one document silently dropped)
# expect-rc: 1
# expect: s.yaml
cp "$PROJECT/scenarios/default.yaml" s.yaml
printf -- '---\ntokens_per_day: 5.0e+9\n' >> s.yaml
timeout 55 "$TR" estimate s.yaml
