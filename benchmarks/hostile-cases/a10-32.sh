# what: input_tokens 2048.5 with -p (half a token; FIELDS: int prompt tokens): refused naming input_tokens
# expect-rc: 1
# expect: input_tokens
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p input_tokens 2048.5
