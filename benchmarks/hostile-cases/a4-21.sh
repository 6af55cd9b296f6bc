# what: other_platform_scores platform name holding U+2028 (LINE SEPARATOR, written "\L" in YAML): the name would split across lines in the scorecard table and chart
# expect-rc: 1
# expect: s.yaml
# expect: other_platform_scores
printf 'scenario: ls\nother_platform_scores: {"NVIDIA\\LH100": {performance: 4, scale_up: 4, software: 5, access: 4, momentum_2026: 3}}\n' > s.yaml
"$TR" estimate s.yaml
