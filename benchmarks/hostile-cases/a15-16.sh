# what: precision written in upper case (-p precision BF16): a near-miss of bf16; refused naming precision and the value, or read as bf16 (never another precision silently)
# expect-rc: 1
# expect: precision
# expect: BF16
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p precision BF16
