# what: other_platform_scores with a score of 7 on the 1-5 scorecard (-y '{other_platform_scores: {"NVIDIA H100": {performance: 7, scale_up: 4, software: 5, access: 4, momentum_2026: 3}}}'): refused naming other_platform_scores and performance
# expect-rc: 1
# expect: other_platform_scores
# expect: performance
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{other_platform_scores: {"NVIDIA H100": {performance: 7, scale_up: 4, software: 5, access: 4, momentum_2026: 3}}}'
