# what: a scenario file that ends its document with the YAML end marker "..." and then holds a stray line "tokens_per_day: 5.0e+9" (a second document without "---", pasted after the end): which value is meant? refused naming the file (never the second line silently dropped or silently used)
# expect-rc: 1
# expect: s.yaml
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
printf '...\ntokens_per_day: 5.0e+9\n' >> s.yaml
timeout 55 "$TR" estimate s.yaml
