# what: score_weights with a negative weight ({performance: -1}) with -y: FIELDS says weight >= 0; refused naming score_weights and performance
# expect-rc: 1
# expect: score_weights
# expect: performance
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{score_weights: {performance: -1}}'
