# what: scenario: tokens_per_day 1e400 (YAML reads it as infinity)
# expect-rc: 1
# expect: s.yaml
# expect: tokens_per_day
printf 'tokens_per_day: 1e400\n' > s.yaml
"$TR" estimate s.yaml
