# what: tokens_per_day 1e-300 with -p (a tiny positive volume, far under one request of 2048+512 tokens a day): nothing to serve; refused naming tokens_per_day (or a warning naming it), never a bill computed from 1e-300 tokens
# expect-rc: 1
# expect: tokens_per_day
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p tokens_per_day 1.0e-300
