# what: model command on a Llama config.json with no num_key_value_heads key (transformers' LlamaConfig then takes num_attention_heads: multi-head attention, Llama 2 7B's configs omit it): a correct result, KV cache 32 layers x 2 x 32 heads x 128 x 2 B = 524.3 kB per token in bf16 (4x the 8B's 131.1 kB)
# expect-rc: 0
# expect: 524.3 kB
cat > cfg.json <<'J'
{"_name_or_path": "my-mha-model", "architectures": ["LlamaForCausalLM"], "model_type": "llama", "hidden_size": 4096, "intermediate_size": 14336, "num_attention_heads": 32, "num_hidden_layers": 32, "head_dim": 128, "tie_word_embeddings": false, "vocab_size": 128256}
J
timeout 55 "$TR" model cfg.json --candidates trn2.48xlarge 2>&1 | cut -c1-400
exit ${PIPESTATUS[0]}
