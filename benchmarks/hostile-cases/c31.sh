# what: DeepSeek-V3 config.json (published shape) named "DeepSeek-V3": a correct result, about 671B total and 37B active parameters
# expect-rc: 0
# expect: 671
cat > cfg.json <<'J'
{"architectures": ["DeepseekV3ForCausalLM"], "model_type": "deepseek_v3", "_name_or_path": "deepseek-ai/DeepSeek-V3",
 "hidden_size": 7168, "intermediate_size": 18432, "moe_intermediate_size": 2048, "num_attention_heads": 128,
 "num_key_value_heads": 128, "num_hidden_layers": 61, "n_routed_experts": 256, "n_shared_experts": 1,
 "num_experts_per_tok": 8, "first_k_dense_replace": 3, "kv_lora_rank": 512, "q_lora_rank": 1536,
 "qk_rope_head_dim": 64, "qk_nope_head_dim": 128, "v_head_dim": 128, "vocab_size": 129280, "tie_word_embeddings": false,
 "quantization_config": {"activation_scheme": "dynamic", "fmt": "e4m3", "quant_method": "fp8", "weight_block_size": [128, 128]}}
J
"$TR" model cfg.json --precision fp8 --candidates trn2.48xlarge p5en.48xlarge | sed 's/ B total/B total/'
