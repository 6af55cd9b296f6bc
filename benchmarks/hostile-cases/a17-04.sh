# what: monte_carlo_draws 1e12 in the file (a trillion draws: the Monte Carlo run would never end or exhaust memory later): refused up front naming the file's key monte_carlo_draws (issue 22: values checked up front, not crashing later)
# expect-rc: 1
# expect: monte_carlo_draws
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^monte_carlo_draws: .*/monte_carlo_draws: 1.0e+12/' s.yaml
timeout 55 "$TR" estimate s.yaml
