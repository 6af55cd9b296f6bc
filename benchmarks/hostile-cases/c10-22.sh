# what: model command on a DeepSeek-V3-style config.json whose n_routed_experts is null beside num_experts_per_tok 8 and moe_intermediate_size 2048 (k of an unknown count of experts): refused naming cfg.json and n_routed_experts
# expect-rc: nonzero
# expect: cfg.json
# expect: n_routed_experts
cat > cfg.json <<'J'
{"architectures": ["DeepseekV3ForCausalLM"], "model_type": "deepseek_v3", "_name_or_path": "dsv3-test",
 "hidden_size": 7168, "intermediate_size": 18432, "moe_intermediate_size": 2048, "num_hidden_layers": 61,
 "num_attention_heads": 128, "num_key_value_heads": 128, "n_shared_experts": 1, "n_routed_experts": null,
 "num_experts_per_tok": 8, "first_k_dense_replace": 3, "moe_layer_freq": 1, "kv_lora_rank": 512,
 "q_lora_rank": 1536, "qk_rope_head_dim": 64, "qk_nope_head_dim": 128, "v_head_dim": 128,
 "vocab_size": 129280, "tie_word_embeddings": false}
J
timeout 55 "$TR" model cfg.json --candidates p5en.48xlarge
