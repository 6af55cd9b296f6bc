# what: model --precision fp8 on a Kimi-K2-style config.json (DeepseekV3ForCausalLM, 384 routed experts of 2048, 8 per token, 1 shared, 61 layers, quantization_config fp8 with weight_block_size, _name_or_path without a size): a correct result, 1,026.4B total and 32.86B active (hand count), about 1,026 GB of fp8 weights, no precision note
# expect-rc: 0
# expect: 1,026.41 B total
# expect: 32.86 B active
# expect: 384 routed experts (2,048 wide) in 60 of 61 layers, 8 per token, 1 shared
# expect: weights 1,026.4 GB
# expect-not: note:
cat > cfg.json <<'J'
{"architectures": ["DeepseekV3ForCausalLM"], "model_type": "kimi_k2", "_name_or_path": "moonshotai/Kimi-K2-Instruct",
 "hidden_size": 7168, "intermediate_size": 18432, "moe_intermediate_size": 2048, "num_hidden_layers": 61, "num_attention_heads": 64,
 "num_key_value_heads": 64, "n_routed_experts": 384, "n_shared_experts": 1, "num_experts_per_tok": 8, "first_k_dense_replace": 1,
 "moe_layer_freq": 1, "kv_lora_rank": 512, "q_lora_rank": 1536, "qk_nope_head_dim": 128, "qk_rope_head_dim": 64, "v_head_dim": 128,
 "vocab_size": 163840, "tie_word_embeddings": false, "num_nextn_predict_layers": 0,
 "quantization_config": {"activation_scheme": "dynamic", "fmt": "e4m3", "quant_method": "fp8", "weight_block_size": [128, 128]}}
J
timeout 55 "$TR" model cfg.json --precision fp8
