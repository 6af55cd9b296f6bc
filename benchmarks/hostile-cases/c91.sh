# what: Mixtral 8x7B config.json as published (_name_or_path mistralai/Mixtral-8x7B-v0.1): a correct result, about 46.7B total and 12.9B active
# expect-rc: 0
# expect: 46.7
# expect: B active
cat > cfg.json <<'J'
{"architectures": ["MixtralForCausalLM"], "model_type": "mixtral", "_name_or_path": "mistralai/Mixtral-8x7B-v0.1",
 "hidden_size": 4096, "intermediate_size": 14336, "num_attention_heads": 32, "num_key_value_heads": 8,
 "num_hidden_layers": 32, "num_local_experts": 8, "num_experts_per_tok": 2, "vocab_size": 32000,
 "tie_word_embeddings": false, "sliding_window": null, "rope_theta": 1000000.0, "torch_dtype": "bfloat16"}
J
"$TR" model cfg.json --candidates p5.48xlarge
