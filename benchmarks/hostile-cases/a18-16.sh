# what: other_platform_scores with a score given as YAML true ({"NVIDIA H100": {performance: true, ...}}; FIELDS: scores 0-5, a boolean is no score): refused naming other_platform_scores and performance
# expect-rc: 1
# expect: other_platform_scores
# expect: performance
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{other_platform_scores: {"NVIDIA H100": {performance: true, scale_up: 4, software: 5, access: 4, momentum_2026: 3}}}'
