# what: Llama 4 config.json whose text_config lists moe_layers [1, 3, 48] for a 48-layer model (layer 48 does not exist; layers are 0 to 47)
# expect-rc: 1
# expect: cfg.json
# expect: moe_layers
cat > cfg.json <<'J'
{"architectures": ["Llama4ForConditionalGeneration"], "model_type": "llama4", "_name_or_path": "my-llama4",
 "text_config": {"model_type": "llama4_text", "num_hidden_layers": 48, "hidden_size": 5120, "intermediate_size": 8192,
  "intermediate_size_mlp": 16384, "num_attention_heads": 40, "num_key_value_heads": 8, "head_dim": 128,
  "num_local_experts": 16, "num_experts_per_tok": 1, "interleave_moe_layer_step": 1, "moe_layers": [1, 3, 48],
  "vocab_size": 202048, "tie_word_embeddings": false},
 "vision_config": {"hidden_size": 1408}}
J
"$TR" model cfg.json
