# what: inline model_shape with head_dim 1024 on 32 heads of a 4096-wide model (32,768 attention width, 8x the hidden size: a typed extra digit)
# expect-rc: 1
# expect: s.yaml
# expect: head_dim
cat > s.yaml <<'Y'
scenario: c526
tokens_per_day: 2.0e+8
candidates: [trn2, p5]
model_shape: {name: my-dense, layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 8, head_dim: 1024, vocab_size: 128256}
Y
"$TR" estimate s.yaml
