# what: DeepSeek-V3 config.json as published (quantization_config quant_method fp8, weight_block_size [128, 128]) used by a scenario at precision bf16: the checkpoint's weights are fp8
# expect-rc: 1
# expect: cfg.json
# expect: quantization_config
cat > cfg.json <<'J'
{"architectures": ["DeepseekV3ForCausalLM"], "model_type": "deepseek_v3", "_name_or_path": "deepseek-ai/DeepSeek-V3",
 "hidden_size": 7168, "intermediate_size": 18432, "moe_intermediate_size": 2048, "num_hidden_layers": 61,
 "num_attention_heads": 128, "num_key_value_heads": 128, "n_routed_experts": 256, "n_shared_experts": 1,
 "num_experts_per_tok": 8, "first_k_dense_replace": 3, "moe_layer_freq": 1, "kv_lora_rank": 512, "q_lora_rank": 1536,
 "qk_rope_head_dim": 64, "qk_nope_head_dim": 128, "v_head_dim": 128, "vocab_size": 129280, "tie_word_embeddings": false,
 "num_nextn_predict_layers": 1, "torch_dtype": "bfloat16",
 "quantization_config": {"activation_scheme": "dynamic", "fmt": "e4m3", "quant_method": "fp8", "weight_block_size": [128, 128]}}
J
printf 'scenario: c530\nprecision: bf16\nmodel: cfg.json\ntokens_per_day: 2.0e+9\ncandidates: [trn2, p5en]\n' > s.yaml
"$TR" estimate s.yaml
