# what: scenario: monte_carlo_draws 1e12 (must be refused quickly, not allocate a trillion draws)
# expect-rc: 1
# expect: s.yaml
# expect: monte_carlo_draws
printf 'monte_carlo_draws: 1000000000000\n' > s.yaml
timeout 50 "$TR" estimate s.yaml
