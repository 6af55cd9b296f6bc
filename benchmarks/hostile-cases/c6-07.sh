# what: model command on Qwen2.5-7B-Instruct-1M's config.json (Qwen2ForCausalLM; the name's "1M" is a context length, not a size; 28 heads / 4 KV heads): a correct result, 7.62B parameters (hand count: 28 x 233.1M + 1.09B embeddings)
# expect-rc: 0
# expect: 7.62 B total
# expect: 28 heads / 4 KV heads of 128
cat > cfg.json <<'J'
{"architectures": ["Qwen2ForCausalLM"], "model_type": "qwen2", "_name_or_path": "Qwen/Qwen2.5-7B-Instruct-1M",
 "hidden_size": 3584, "intermediate_size": 18944, "num_hidden_layers": 28, "num_attention_heads": 28, "num_key_value_heads": 4,
 "vocab_size": 152064, "tie_word_embeddings": false, "max_position_embeddings": 1010000, "rope_theta": 10000000.0,
 "sliding_window": 32768, "use_sliding_window": false, "torch_dtype": "bfloat16"}
J
timeout 55 "$TR" model cfg.json
