# what: estimate with -p model_shape giving an inline dense shape with kv_heads 0 (no KV heads: a KV cache of nothing, attention with no keys): refused naming model_shape and kv_heads (README: the shape columns of data/models.csv; kv_heads divides the heads)
# expect-rc: nonzero
# expect: kv_heads
# expect: model_shape
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p model_shape '{name: zero-kv, layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 0, head_dim: 128, vocab_size: 128256}'
