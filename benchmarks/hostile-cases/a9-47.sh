# what: input_tokens -5 with -p (a negative prompt length): refused naming input_tokens
# expect-rc: 1
# expect: input_tokens
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p input_tokens -5
