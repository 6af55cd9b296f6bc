# what: Qwen3-MoE config.json with num_experts_per_tok 256 of num_experts 128 (more experts per token than exist)
# expect-rc: 1
# expect: cfg.json
# expect: num_experts_per_tok
cp "$PROJECT/scenarios/examples/configs/qwen3-30b-a3b-config.json" cfg.json
sed -i 's/"num_experts_per_tok": *[0-9]*/"num_experts_per_tok": 256/' cfg.json
grep -q '"num_experts_per_tok": 256' cfg.json || exit 99
"$TR" model cfg.json
