# what: config.json whose num_hidden_layers is 1e6 (a JSON float: a million layers)
# expect-rc: 1
# expect: cfg.json
# expect: num_hidden_layers
sed 's/"num_hidden_layers": *[0-9]*/"num_hidden_layers": 1e6/' "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json" > cfg.json
grep -q '1e6' cfg.json || exit 99
"$TR" model cfg.json
