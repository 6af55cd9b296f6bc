# what: score_weights all zero ({performance: 0, scale_up: 0, software: 0, access: 0, momentum_2026: 0}: a weighted score divides by their sum) in the file: refused naming the file and score_weights
# expect-rc: 1
# expect: score_weights
printf 'scenario: s\nscore_weights: {performance: 0, scale_up: 0, software: 0, access: 0, momentum_2026: 0}\n' > s.yaml
timeout 55 "$TR" estimate s.yaml
