# what: train_tokens 1e400 with -p (past the largest float: Python reads it as inf): refused naming train_tokens
# expect-rc: 1
# expect: train_tokens
timeout 55 "$TR" estimate "$PROJECT/scenarios/pretrain-8b-15t.yaml" -p train_tokens 1e400
