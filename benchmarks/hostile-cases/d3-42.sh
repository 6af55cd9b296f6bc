# what: scenario: monte_carlo_draws 2.5 (a fractional number of draws)
# expect-rc: 1
# expect: s.yaml
# expect: monte_carlo_draws
cat > s.yaml <<'YML'
monte_carlo_draws: 2.5
YML
"$TR" estimate s.yaml
