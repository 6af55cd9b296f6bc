# what: inline model_shape with experts_per_token 2 but no experts (k of nothing)
# expect-rc: 1
# expect: s.yaml
# expect: experts
cat > s.yaml <<'Y'
scenario: c2-45
model_shape: {name: my-8b, layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 8, head_dim: 128, vocab_size: 128256, tied_embeddings: false, experts_per_token: 2}
Y
"$TR" estimate s.yaml
