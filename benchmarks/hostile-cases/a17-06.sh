# what: score_weights with a negative weight (-y '{score_weights: {performance: -2}}'): a weight below zero inverts the scorecard; refused naming score_weights (and performance)
# expect-rc: 1
# expect: score_weights
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{score_weights: {performance: -2}}'
