# what: model command on a Mixtral config.json with num_experts_per_tok 2.5 (a fractional top-k; a router picks whole experts): refused naming cfg.json and num_experts_per_tok
# expect-rc: nonzero
# expect: cfg.json
# expect: num_experts_per_tok
cat > cfg.json <<'J'
{"architectures": ["MixtralForCausalLM"], "model_type": "mixtral", "_name_or_path": "mixtral-test",
 "hidden_size": 4096, "intermediate_size": 14336, "num_attention_heads": 32, "num_hidden_layers": 32,
 "num_key_value_heads": 8, "vocab_size": 32000, "num_local_experts": 8, "num_experts_per_tok": 2.5,
 "tie_word_embeddings": false}
J
timeout 55 "$TR" model cfg.json --candidates p5.48xlarge
