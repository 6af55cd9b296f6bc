# what: estimate with an inline model_shape whose head_dim 1024 x 32 heads = 32,768 is 8x hidden_size 4096 (data/README: the attention heads' total width is held to 0.5x-4x of hidden_size): refused naming head_dim (or attention_heads)
# expect-rc: nonzero
# expect: head
cat > s.yaml <<'Y'
scenario: c15-19
model: null
model_shape: {name: my-8b, layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 8, head_dim: 1024, vocab_size: 128256, tied_embeddings: false}
candidates: [p5.48xlarge]
tokens_per_day: 2.0e+8
Y
timeout 55 "$TR" estimate s.yaml 2>&1
