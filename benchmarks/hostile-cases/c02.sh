# what: config.json with architectures LlamaForCausalLM (dense) but model_type qwen3_moe and 128 experts of 8 per token: contradicting keys
# expect-rc: 1
# expect: cfg.json
# expect: model_type
cp "$PROJECT/scenarios/examples/configs/qwen3-30b-a3b-config.json" cfg.json
sed -i 's/"Qwen3MoeForCausalLM"/"LlamaForCausalLM"/; s/"_name_or_path": "[^"]*"/"_name_or_path": "my-model"/' cfg.json
"$TR" model cfg.json
