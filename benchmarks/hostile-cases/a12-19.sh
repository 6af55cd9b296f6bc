# what: tokens_per_day 2559 with -p (one token under a single 2048 + 512 request a day; 2560 is legal): under one request a day is refused (the rule: the bill would be for idle systems); refused naming tokens_per_day, at the boundary (not off by one)
# expect-rc: 1
# expect: tokens_per_day
# expect-not: Traceback
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p tokens_per_day 2559 -y '{candidates: [p5.48xlarge, trn1.32xlarge]}'
