# what: Mixtral 8x7B config.json named "Mixtral-8x22B-v0.1" (the name states 8x22B = ~141B; the shape holds ~47B)
# expect-rc: 1
# expect: cfg.json
# expect: _name_or_path
cat > cfg.json <<'J'
{"architectures": ["MixtralForCausalLM"], "model_type": "mixtral", "_name_or_path": "mistralai/Mixtral-8x22B-v0.1",
 "hidden_size": 4096, "intermediate_size": 14336, "num_attention_heads": 32, "num_key_value_heads": 8,
 "num_hidden_layers": 32, "num_local_experts": 8, "num_experts_per_tok": 2, "vocab_size": 32000,
 "tie_word_embeddings": false, "torch_dtype": "bfloat16"}
J
"$TR" model cfg.json --candidates p5.48xlarge
