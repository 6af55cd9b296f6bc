# what: Llama 4 config.json (Llama4ForConditionalGeneration) with only a vision_config and no text_config
# expect-rc: 1
# expect: cfg.json
# expect: text_config
cat > cfg.json <<'J'
{"architectures": ["Llama4ForConditionalGeneration"], "model_type": "llama4", "_name_or_path": "my-llama4",
 "vision_config": {"hidden_size": 1408, "num_hidden_layers": 34, "num_attention_heads": 16, "intermediate_size": 5632}}
J
"$TR" model cfg.json
