# what: other_platform_scores with a score of 6 for one axis ({"NVIDIA H100": {performance: 6, ...}}; the scorecard axes are 1-5 scores) with -y: refused naming other_platform_scores and performance
# expect-rc: 1
# expect: other_platform_scores
# expect: performance
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{other_platform_scores: {"NVIDIA H100": {performance: 6, scale_up: 4, software: 5, access: 4, momentum_2026: 3}}}'
