# what: scenario: min_tokens_per_s_per_user 1e6 (no system can serve a user a million tokens a second): every candidate excluded
# expect-rc: 1
# expect: min_tokens_per_s_per_user
# expect: s.yaml
printf 'min_tokens_per_s_per_user: 1.0e+6\n' > s.yaml
"$TR" estimate s.yaml
