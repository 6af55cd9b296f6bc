# what: other_platform_scores platform name with a line break (splits the chart label and table row)
# expect-rc: 1
# expect: s.yaml
# expect: other_platform_scores
printf 'scenario: s\nother_platform_scores: {"NVIDIA\\nH100": {performance: 4, scale_up: 4, software: 5, access: 4, momentum_2026: 3}}\n' > s.yaml
"$TR" estimate s.yaml
