# what: model command on a config.json named "inclusionAI/Ling-1T" (a real model whose name states 1 trillion parameters) holding Llama 3.1 8B's shape (8.03B): README: "a name stating a size is held to the shape's" (the 70B-name-on-an-8B check); a size in T(rillions) is a size: refused naming cfg.json and _name_or_path
# expect-rc: 1
# expect: cfg.json
# expect: _name_or_path
cat > cfg.json <<'J'
{"_name_or_path": "inclusionAI/Ling-1T", "architectures": ["LlamaForCausalLM"], "model_type": "llama", "hidden_size": 4096, "intermediate_size": 14336, "num_attention_heads": 32, "num_hidden_layers": 32, "num_key_value_heads": 8, "head_dim": 128, "vocab_size": 128256, "tie_word_embeddings": false}
J
timeout 55 "$TR" model cfg.json --candidates trn2.48xlarge 2>&1 | cut -c1-400
exit ${PIPESTATUS[0]}
