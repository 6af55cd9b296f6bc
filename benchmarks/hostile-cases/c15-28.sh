# what: estimate with an inline model_shape (Llama 3.1 8B's dims) whose vocab_size is 255 (README: a vocabulary has at least 256 tokens): refused naming vocab_size
# expect-rc: nonzero
# expect: vocab_size
cat > s.yaml <<'Y'
scenario: c15-28
model: null
model_shape: {name: my-8b, layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 8, head_dim: 128, vocab_size: 255, tied_embeddings: false}
candidates: [p5.48xlarge]
tokens_per_day: 2.0e+8
Y
timeout 55 "$TR" estimate s.yaml 2>&1
