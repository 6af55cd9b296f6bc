# what: gpt-oss config.json whose experts_per_token (64, gpt-oss's own key) contradicts num_experts_per_tok (4) and exceeds num_local_experts (32)
# expect-rc: 1
# expect: cfg.json
# expect: experts_per_token
cat > cfg.json <<'J'
{"architectures": ["GptOssForCausalLM"], "model_type": "gpt_oss", "_name_or_path": "my-gpt-oss",
 "hidden_size": 2880, "intermediate_size": 2880, "num_hidden_layers": 24, "num_attention_heads": 64,
 "num_key_value_heads": 8, "head_dim": 64, "num_local_experts": 32, "experts_per_token": 64,
 "num_experts_per_tok": 4, "vocab_size": 201088, "tie_word_embeddings": false, "sliding_window": 128,
 "layer_types": ["sliding_attention","full_attention","sliding_attention","full_attention","sliding_attention","full_attention","sliding_attention","full_attention","sliding_attention","full_attention","sliding_attention","full_attention","sliding_attention","full_attention","sliding_attention","full_attention","sliding_attention","full_attention","sliding_attention","full_attention","sliding_attention","full_attention","sliding_attention","full_attention"]}
J
"$TR" model cfg.json
