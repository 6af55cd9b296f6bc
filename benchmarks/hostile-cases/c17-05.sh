# what: model command on the example 8B config.json with hidden_size 2**70 (a 22-digit JSON integer, exact in Python but past int64/float precision): refused naming cfg.json and hidden_size (no model is 1e21 wide), no overflow traceback
# expect-rc: 1
# expect: cfg.json
# expect: hidden_size
sed 's/"hidden_size": 4096/"hidden_size": 1180591620717411303424/' "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json" > cfg.json
timeout 55 "$TR" model cfg.json
