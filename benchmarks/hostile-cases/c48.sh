# what: gpt-oss-20b config.json as published (mxfp4 quantization_config, 32 experts of 4 per token): a correct result, about 20.9B total
# expect-rc: 0
# expect: 20.91 B total
cat > cfg.json <<'J'
{"architectures": ["GptOssForCausalLM"], "model_type": "gpt_oss", "_name_or_path": "openai/gpt-oss-20b",
 "hidden_size": 2880, "intermediate_size": 2880, "num_attention_heads": 64, "num_key_value_heads": 8, "head_dim": 64,
 "num_hidden_layers": 24, "num_local_experts": 32, "num_experts_per_tok": 4, "experts_per_token": 4,
 "vocab_size": 201088, "tie_word_embeddings": false, "sliding_window": 128, "max_position_embeddings": 131072,
 "layer_types": ["sliding_attention", "full_attention"], "rope_scaling": {"rope_type": "yarn", "factor": 32.0},
 "quantization_config": {"quant_method": "mxfp4", "modules_to_not_convert": ["model.layers.*.self_attn", "model.embed_tokens", "lm_head"]}}
J
"$TR" model cfg.json --candidates p5.48xlarge
