# what: model command on a Mixtral config.json with num_local_experts 8 but num_experts_per_tok given as the list [2]
# expect-rc: 1
# expect: cfg.json
# expect: num_experts_per_tok
cat > cfg.json <<'J'
{"architectures": ["MixtralForCausalLM"], "model_type": "mixtral", "_name_or_path": "my-mixtral",
 "hidden_size": 4096, "intermediate_size": 14336, "num_hidden_layers": 32, "num_attention_heads": 32,
 "num_key_value_heads": 8, "num_local_experts": 8, "num_experts_per_tok": [2], "vocab_size": 32000,
 "tie_word_embeddings": false}
J
"$TR" model cfg.json
