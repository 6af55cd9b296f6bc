# what: scenario: output_tokens 0 (requests that generate nothing: tokens/s per user and decode time divide by zero)
# expect-rc: 1
# expect: s.yaml
# expect: output_tokens
printf 'output_tokens: 0\n' > s.yaml
"$TR" estimate s.yaml
