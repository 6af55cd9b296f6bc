# what: output_tokens 0 in the file (no decode at all: tokens/s per user and USD per output token divide by zero): refused naming the file and output_tokens
# expect-rc: 1
# expect: output_tokens
printf 'scenario: s\noutput_tokens: 0\n' > s.yaml
timeout 55 "$TR" estimate s.yaml
