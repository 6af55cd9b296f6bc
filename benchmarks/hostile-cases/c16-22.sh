# what: estimate with an inline dense model_shape (Llama 3.1 8B dims) whose ffn_size is 0 (a dense model with no feed-forward block; kv_heads 0, head_dim 0, layers 0 were tried, ffn_size 0 not): refused naming model_shape and ffn_size
# expect-rc: 1
# expect: model_shape
# expect: ffn_size
# expect-not: Traceback
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -y '{model: null, model_shape: {name: my dense, layers: 32, hidden_size: 4096, ffn_size: 0, attention_heads: 32, kv_heads: 8, head_dim: 128, vocab_size: 128256}}'
