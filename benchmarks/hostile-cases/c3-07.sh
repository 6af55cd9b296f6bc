# what: Qwen3-MoE config.json with moe_intermediate_size 0 (experts of width zero)
# expect-rc: 1
# expect: cfg.json
# expect: moe_intermediate_size
sed 's/"moe_intermediate_size": 768/"moe_intermediate_size": 0/' "$PROJECT/scenarios/examples/configs/qwen3-30b-a3b-config.json" > cfg.json
grep -q '"moe_intermediate_size": 0' cfg.json || exit 99
"$TR" model cfg.json
