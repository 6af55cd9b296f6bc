# what: model command on a Gemma 3 config.json (Gemma3ForConditionalGeneration, an architecture not modelled)
# expect-rc: 1
# expect: cfg.json
# expect: Gemma3ForConditionalGeneration
cat > cfg.json <<'J'
{"architectures": ["Gemma3ForConditionalGeneration"], "model_type": "gemma3",
 "text_config": {"hidden_size": 5376, "intermediate_size": 21504, "num_attention_heads": 32, "num_key_value_heads": 16,
 "head_dim": 128, "num_hidden_layers": 62, "vocab_size": 262208}}
J
"$TR" model cfg.json
