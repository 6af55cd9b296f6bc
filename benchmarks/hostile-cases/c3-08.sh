# what: Qwen3-MoE config.json whose mlp_only_layers is the text "all" (not a list of layer indices)
# expect-rc: 1
# expect: cfg.json
# expect: mlp_only_layers
sed 's/"mlp_only_layers": \[\]/"mlp_only_layers": "all"/' "$PROJECT/scenarios/examples/configs/qwen3-30b-a3b-config.json" > cfg.json
grep -q '"mlp_only_layers": "all"' cfg.json || exit 99
"$TR" model cfg.json
