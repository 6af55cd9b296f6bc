# what: score_weights with an axis the scorecard does not have (-y '{score_weights: {speed: 1}}'; the scenario comment lists performance, scale_up, software, access, momentum_2026): refused naming score_weights and speed, never silently ignored
# expect-rc: 1
# expect: score_weights
# expect: speed
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{score_weights: {speed: 1}}'
