# what: tokens_per_day 1.0e+19 with -y (ten times issue 22's magnitude bound of 1e18): refused naming tokens_per_day
# expect-rc: 1
# expect: tokens_per_day
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{tokens_per_day: 1.0e+19}'
