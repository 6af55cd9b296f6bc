# what: latency target min_tokens_per_s_per_user given as the YAML boolean word 'on' (Python True == 1 token/s)
# expect-rc: 1
# expect: s.yaml
# expect: min_tokens_per_s_per_user
printf 'scenario: s\nmin_tokens_per_s_per_user: on\n' > s.yaml
"$TR" estimate s.yaml
