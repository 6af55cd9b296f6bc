# what: scenario: other_platform_scores {'NVIDIA H100': {performance: .nan}} (a NaN score)
# expect-rc: 1
# expect: s.yaml
# expect: other_platform_scores
cat > s.yaml <<'YML'
other_platform_scores: {"NVIDIA H100": {performance: .nan, scale_up: 4, software: 5, access: 4, momentum_2026: 3}}
YML
"$TR" estimate s.yaml
