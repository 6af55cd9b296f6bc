# what: model command on Mixtral-8x22B-v0.1's config.json as published (56 layers, hidden 6144, 8 experts of 16384, 2 per token, 48 heads / 8 KV heads, vocab 32000): a correct result, about 140.6B total and 39.15B active (hand count: 56 x (88.1M attention + 2 x 302M experts) + 0.39B embeddings)
# expect-rc: 0
# expect: 140.62 B total
# expect: 39.15 B active
# expect: 8 routed experts (16,384 wide) in 56 of 56 layers, 2 per token
cat > cfg.json <<'J'
{"architectures": ["MixtralForCausalLM"], "model_type": "mixtral", "_name_or_path": "mistralai/Mixtral-8x22B-v0.1",
 "hidden_size": 6144, "intermediate_size": 16384, "num_hidden_layers": 56, "num_attention_heads": 48, "num_key_value_heads": 8,
 "num_local_experts": 8, "num_experts_per_tok": 2, "vocab_size": 32000, "tie_word_embeddings": false, "max_position_embeddings": 65536,
 "rope_theta": 1000000.0, "router_aux_loss_coef": 0.001, "sliding_window": null, "torch_dtype": "bfloat16"}
J
timeout 55 "$TR" model cfg.json
