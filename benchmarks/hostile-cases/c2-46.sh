# what: inline model_shape with head_dim 0
# expect-rc: 1
# expect: s.yaml
# expect: head_dim
cat > s.yaml <<'Y'
scenario: c2-46
model_shape: {name: my-8b, layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 8, head_dim: 0, vocab_size: 128256, tied_embeddings: false}
Y
"$TR" estimate s.yaml
