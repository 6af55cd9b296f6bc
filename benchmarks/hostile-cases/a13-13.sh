# what: tokens_per_day 1.5e+18 in the file (over the one magnitude rule, issue 22: every number at most 1e18): refused naming the file and tokens_per_day, before anything is estimated
# expect-rc: 1
# expect: s.yaml
# expect: tokens_per_day
grep -v '^tokens_per_day:' "$PROJECT/scenarios/default.yaml" > s.yaml
echo 'tokens_per_day: 1.5e+18' >> s.yaml
timeout 55 "$TR" estimate s.yaml
