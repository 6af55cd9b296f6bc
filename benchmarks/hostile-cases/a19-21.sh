# what: monte_carlo_draws 0 with -p (zero draws: every Monte Carlo statistic is a mean of nothing): refused naming monte_carlo_draws
# expect-rc: 1
# expect: monte_carlo_draws
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p monte_carlo_draws 0
