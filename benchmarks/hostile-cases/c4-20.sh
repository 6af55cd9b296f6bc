# what: DeepSeek-V3 config.json with kv_lora_rank 16384 (wider than its hidden size 7168: the latent "compression" expands the KV cache)
# expect-rc: 1
# expect: cfg.json
# expect: kv_lora_rank
cat > cfg.json <<'J'
{"architectures": ["DeepseekV3ForCausalLM"], "model_type": "deepseek_v3", "_name_or_path": "my-org/dsv3-test",
 "num_hidden_layers": 61, "hidden_size": 7168, "intermediate_size": 18432, "moe_intermediate_size": 2048,
 "num_attention_heads": 128, "num_key_value_heads": 128, "vocab_size": 129280, "n_routed_experts": 256,
 "n_shared_experts": 1, "num_experts_per_tok": 8, "first_k_dense_replace": 3, "moe_layer_freq": 1,
 "kv_lora_rank": 16384, "q_lora_rank": 1536, "qk_rope_head_dim": 64, "qk_nope_head_dim": 128, "v_head_dim": 128,
 "tie_word_embeddings": false}
J
"$TR" model cfg.json
