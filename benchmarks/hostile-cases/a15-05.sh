# what: monte_carlo_draws 1e12 with -p (a draw count no run can finish; estimate does not draw but values are checked up front, issue 22): refused naming monte_carlo_draws, within 55 s
# expect-rc: 1
# expect: monte_carlo_draws
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p monte_carlo_draws 1000000000000
