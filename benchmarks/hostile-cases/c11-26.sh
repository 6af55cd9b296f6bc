# what: estimate with an inline dense model_shape whose head_dim is 0 (heads of no width: an attention of nothing, a KV cache of 0 bytes; kv_heads 0 was tried, head_dim 0 not): refused naming model_shape and head_dim
# expect-rc: nonzero
# expect: model_shape
# expect: head_dim
cat > s.yaml <<'Y'
scenario: c11-26
model: null
model_shape: {name: zero-head 8B, layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 8, head_dim: 0, vocab_size: 128256, tied_embeddings: false}
candidates: [trn2, p5]
Y
timeout 55 "$TR" estimate s.yaml
