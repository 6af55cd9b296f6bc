# what: config.json with the key num_hidden_layers given twice (32, then 320)
# expect-rc: 1
# expect: cfg.json
# expect: num_hidden_layers
cp "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json" c8.json
sed 's/"num_hidden_layers": *32,/"num_hidden_layers": 32, "num_hidden_layers": 320,/' c8.json > cfg.json
grep -c num_hidden_layers cfg.json
"$TR" model cfg.json
