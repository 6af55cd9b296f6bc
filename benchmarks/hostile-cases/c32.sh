# what: Llama 4 config.json (Llama4ForConditionalGeneration) whose text_config is a list, not a mapping
# expect-rc: 1
# expect: cfg.json
# expect: text_config
cat > cfg.json <<'J'
{"architectures": ["Llama4ForConditionalGeneration"], "model_type": "llama4", "_name_or_path": "my-llama4",
 "text_config": [{"hidden_size": 5120}], "vision_config": {"hidden_size": 1408}}
J
"$TR" model cfg.json
