# what: -y mapping holding tokens_per_day twice ({tokens_per_day: 1.0e+9, tokens_per_day: 5.0e+9}): PyYAML silently keeps the last; a duplicate key in the file is refused (earlier rounds), so -y must be too, naming tokens_per_day
# expect-rc: 1
# expect: tokens_per_day
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{tokens_per_day: 1.0e+9, tokens_per_day: 5.0e+9}'
