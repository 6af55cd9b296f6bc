# what: model command on the example Llama 3.1 8B config.json with "hidden_size": Infinity (Python's json module reads the non-standard literal): refused naming cfg.json and hidden_size, no overflow traceback
# expect-rc: nonzero
# expect: cfg.json
# expect: hidden_size
sed 's/"hidden_size": 4096/"hidden_size": Infinity/' "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json" > cfg.json
grep -q Infinity cfg.json || echo "SETUP FAILED"
timeout 55 "$TR" model cfg.json 2>&1
