# what: inline model_shape with vocab_size 1.0e+12 (a trillion-token vocabulary: a 33-PB embedding table)
# expect-rc: 1
# expect: s.yaml
# expect: vocab_size
cat > s.yaml <<'Y'
scenario: c3-41
model_shape: {name: my-8b, layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 8, head_dim: 128, vocab_size: 1000000000000, tied_embeddings: false}
Y
"$TR" estimate s.yaml
