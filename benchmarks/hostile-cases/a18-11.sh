# what: tokens_per_day written in quotes ("2e9") with -y: --help's own example (-p tokens_per_day 2e9) is text to YAML 1.1 too, so a number written as text is read as that number (correct result: the header says 2e+09 tokens/day), or refused naming tokens_per_day; never another value
# expect-rc: 0
# expect: 2e+09 tokens/day
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{tokens_per_day: "2e9", candidates: [p5.48xlarge]}'
