# what: scenario: score_weights {performance: -1} (a negative weight)
# expect-rc: 1
# expect: s.yaml
# expect: score_weights
printf 'score_weights: {performance: -1}\n' > s.yaml
"$TR" estimate s.yaml
