# what: other_platform_scores names a platform with a zero-width joiner and a right-to-left override ("NVIDIA\u200dH100\u202e")
# expect-rc: 1
# expect: s.yaml
# expect: other_platform_scores
printf 'scenario: s\nother_platform_scores: {"NVIDIA\\u200dH100\\u202e": {performance: 4}}\n' > s.yaml
"$TR" estimate s.yaml
