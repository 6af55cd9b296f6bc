# what: model command on Moonlight-16B-A3B's config.json (DeepseekV3ForCausalLM with q_lora_rank null: full-rank queries, 64 experts of 6 per token, 2 shared, first_k_dense_replace 1): a correct result, 15.96B total (hand count: MLA 13.76M x 27 + dense MLP 69.2M + 26 x (2 shared + 64 routed experts of 8.65M + router) + 0.67B embeddings) and 2.91B active
# expect-rc: 0
# expect: 15.96 B total
# expect: 2.91 B active
# expect: in 26 of 27 layers
# expect: 31.1 kB per token
cat > cfg.json <<'J'
{"architectures": ["DeepseekV3ForCausalLM"], "model_type": "deepseek_v3", "_name_or_path": "moonshotai/Moonlight-16B-A3B-Instruct",
 "hidden_size": 2048, "intermediate_size": 11264, "moe_intermediate_size": 1408, "num_hidden_layers": 27, "num_attention_heads": 16,
 "num_key_value_heads": 16, "n_routed_experts": 64, "n_shared_experts": 2, "num_experts_per_tok": 6, "first_k_dense_replace": 1,
 "moe_layer_freq": 1, "kv_lora_rank": 512, "q_lora_rank": null, "qk_nope_head_dim": 128, "qk_rope_head_dim": 64, "v_head_dim": 128,
 "vocab_size": 163840, "tie_word_embeddings": false, "torch_dtype": "bfloat16", "topk_method": "noaux_tc", "scoring_func": "sigmoid"}
J
timeout 55 "$TR" model cfg.json
