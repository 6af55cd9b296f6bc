# what: estimate with an inline dense model_shape whose kv_heads 7 does not divide attention_heads 32 (grouped-query attention shares each KV head among a whole group of query heads): refused naming kv_heads
# expect-rc: nonzero
# expect: kv_heads
cat > s.yaml <<'Y'
scenario: c15-09
model: null
model_shape: {name: my-8b, layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 7, head_dim: 128, vocab_size: 128256, tied_embeddings: false}
candidates: [p5.48xlarge]
tokens_per_day: 2.0e+8
Y
timeout 55 "$TR" estimate s.yaml 2>&1
