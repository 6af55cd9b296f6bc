# what: other_platform_scores with a score of 6 on every axis of "NVIDIA H100" (FIELDS: score 0-5) in the file: refused naming the file and other_platform_scores
# expect-rc: 1
# expect: s.yaml
# expect: other_platform_scores
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^other_platform_scores: {}/other_platform_scores: {"NVIDIA H100": {performance: 6, scale_up: 6, software: 6, access: 6, momentum_2026: 6}}/' s.yaml
grep -q 'performance: 6' s.yaml || echo "SETUP FAILED"
timeout 55 "$TR" estimate s.yaml
