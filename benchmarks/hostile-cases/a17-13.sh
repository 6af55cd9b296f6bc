# what: output_tokens 1.5 with -p (half a token: a token count is a whole number): refused naming output_tokens
# expect-rc: 1
# expect: output_tokens
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p output_tokens 1.5
