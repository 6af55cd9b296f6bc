# what: config.json with num_hidden_layers -32 (negative layer count)
# expect-rc: 1
# expect: cfg.json
# expect: num_hidden_layers
cp "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json" cfg.json
sed -i 's/"num_hidden_layers": *[0-9]*/"num_hidden_layers": -32/' cfg.json
grep -q '"num_hidden_layers": -32' cfg.json || exit 99
"$TR" model cfg.json
