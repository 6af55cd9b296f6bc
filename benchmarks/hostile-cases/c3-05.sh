# what: DeepSeek-V3 config.json with qk_rope_head_dim -64 (a negative rotary width; the latent KV cache per token would shrink)
# expect-rc: 1
# expect: cfg.json
# expect: qk_rope_head_dim
cat > cfg.json <<'J'
{"architectures": ["DeepseekV3ForCausalLM"], "model_type": "deepseek_v3", "_name_or_path": "my-deepseek",
 "hidden_size": 7168, "intermediate_size": 18432, "moe_intermediate_size": 2048, "num_hidden_layers": 61,
 "num_attention_heads": 128, "num_key_value_heads": 128, "n_routed_experts": 256, "n_shared_experts": 1,
 "num_experts_per_tok": 8, "first_k_dense_replace": 3, "moe_layer_freq": 1, "kv_lora_rank": 512,
 "q_lora_rank": 1536, "qk_rope_head_dim": -64, "qk_nope_head_dim": 128, "v_head_dim": 128,
 "vocab_size": 129280, "tie_word_embeddings": false, "torch_dtype": "bfloat16"}
J
"$TR" model cfg.json
