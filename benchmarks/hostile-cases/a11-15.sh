# what: score_weights all zero ({performance: 0, scale_up: 0, software: 0, access: 0, momentum_2026: 0}) with -y: a weighted score divides by the weights' sum (0); refused naming score_weights (checked up front, not a crash in the scorecard)
# expect-rc: 1
# expect: score_weights
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{score_weights: {performance: 0, scale_up: 0, software: 0, access: 0, momentum_2026: 0}}'
