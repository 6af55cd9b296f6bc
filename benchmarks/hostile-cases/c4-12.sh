# what: scenario at precision bf16 whose model is a gpt-oss config.json with its published quantization_config (quant_method mxfp4: 4-bit expert weights)
# expect-rc: 1
# expect: cfg.json
# expect: precision
cat > cfg.json <<'J'
{"architectures": ["GptOssForCausalLM"], "model_type": "gpt_oss", "_name_or_path": "openai/gpt-oss-20b",
 "num_hidden_layers": 24, "hidden_size": 2880, "intermediate_size": 2880, "num_attention_heads": 64,
 "num_key_value_heads": 8, "head_dim": 64, "vocab_size": 201088, "num_local_experts": 32,
 "num_experts_per_tok": 4, "experts_per_token": 4, "tie_word_embeddings": false,
 "quantization_config": {"quant_method": "mxfp4", "modules_to_not_convert": ["model.layers.*.self_attn", "model.layers.*.mlp.router", "model.embed_tokens", "lm_head"]}}
J
printf 'scenario: c412\nmodel: cfg.json\nprecision: bf16\ntokens_per_day: 2.0e+8\ncandidates: [trn2, p5]\n' > s.yaml
"$TR" estimate s.yaml
