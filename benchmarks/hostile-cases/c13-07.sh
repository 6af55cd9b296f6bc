# what: model command on a DeepSeek-V3 config.json with qk_nope_head_dim 1 (head width 65, just above qk_rope_head_dim 64: legal edge of round 63's rule; attention width 128 x 65 = 8,320, 1.16x hidden): a correct KV cache by hand, 61 layers x (kv_lora_rank 512 + qk_rope 64) x 2 B = 70.3 kB per token in bf16
# expect-rc: 0
# expect: 70.3 kB
# expect-not: CHECK FAILED
cat > cfg.json <<'J'
{"_name_or_path": "my-mla", "architectures": ["DeepseekV3ForCausalLM"], "model_type": "deepseek_v3", "hidden_size": 7168, "intermediate_size": 18432, "moe_intermediate_size": 2048, "num_attention_heads": 128, "num_key_value_heads": 128, "num_hidden_layers": 61, "vocab_size": 129280, "n_routed_experts": 256, "n_shared_experts": 1, "num_experts_per_tok": 8, "first_k_dense_replace": 3, "kv_lora_rank": 512, "q_lora_rank": 1536, "qk_rope_head_dim": 64, "v_head_dim": 128, "tie_word_embeddings": false, "qk_nope_head_dim": 1}
J
timeout 55 "$TR" model cfg.json --candidates trn2.48xlarge 2>&1 | cut -c1-400
exit ${PIPESTATUS[0]}
