# what: model command on a Llama config.json with no vocab_size key (transformers' class default 32000 is not this model's vocabulary; the project must not invent it): refused naming cfg.json and vocab_size
# expect-rc: 1
# expect: cfg.json
# expect: vocab_size
cat > cfg.json <<'J'
{"_name_or_path": "my-model", "architectures": ["LlamaForCausalLM"], "model_type": "llama", "hidden_size": 4096, "intermediate_size": 14336, "num_attention_heads": 32, "num_hidden_layers": 32, "head_dim": 128, "tie_word_embeddings": false, "num_key_value_heads": 8}
J
timeout 55 "$TR" model cfg.json --candidates trn2.48xlarge 2>&1 | cut -c1-400
exit ${PIPESTATUS[0]}
