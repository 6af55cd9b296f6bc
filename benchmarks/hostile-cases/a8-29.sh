# what: scenario file giving tokens_per_day twice at the top level (1.0e+9 on its line, then 5.0e+9 appended at the end): PyYAML silently keeps the last; refused naming the file and tokens_per_day (a duplicate key, as price_overrides' duplicates are refused)
# expect-rc: 1
# expect: s.yaml
# expect: tokens_per_day
cp "$PROJECT/scenarios/default.yaml" s.yaml
printf 'tokens_per_day: 5.0e+9\n' >> s.yaml
timeout 55 "$TR" estimate s.yaml
