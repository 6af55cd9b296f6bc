# what: model command on Qwen3-0.6B's published config.json (tied embeddings, head_dim 128 x 16 heads wider than hidden 1024): a correct result, about 0.6B parameters (0.596B)
# expect-rc: 0
# expect: Qwen3-0.6B
# expect: 0.60 B
cat > config.json <<'J'
{"architectures": ["Qwen3ForCausalLM"], "attention_bias": false, "bos_token_id": 151643, "eos_token_id": 151645,
 "head_dim": 128, "hidden_act": "silu", "hidden_size": 1024, "intermediate_size": 3072,
 "max_position_embeddings": 40960, "max_window_layers": 28, "model_type": "qwen3", "num_attention_heads": 16,
 "num_hidden_layers": 28, "num_key_value_heads": 8, "rms_norm_eps": 1e-06, "rope_scaling": null,
 "rope_theta": 1000000, "sliding_window": null, "tie_word_embeddings": true, "torch_dtype": "bfloat16",
 "use_cache": true, "use_sliding_window": false, "vocab_size": 151936, "_name_or_path": "Qwen/Qwen3-0.6B"}
J
"$TR" model config.json
