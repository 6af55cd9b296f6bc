# what: inline model_shape with attention "flash" (not an attention kind the shape has)
# expect-rc: 1
# expect: s.yaml
# expect: attention
cat > s.yaml <<'Y'
scenario: c2-36
model_shape: {name: my-8b, layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 8, head_dim: 128, vocab_size: 128256, tied_embeddings: false, attention: flash}
Y
"$TR" estimate s.yaml
