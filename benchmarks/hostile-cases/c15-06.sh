# what: estimate with an inline model_shape (Llama 3.1 8B's dims) whose hidden_size is the YAML boolean true (yes/true read as bool, an int 1 to Python): refused naming s.yaml and hidden_size (README: model_shape carries the shape columns of data/models.csv, counts)
# expect-rc: nonzero
# expect: hidden_size
# expect-not: Traceback
cat > s.yaml <<'Y'
scenario: c15-06
model: null
model_shape: {name: my-8b, layers: 32, hidden_size: true, ffn_size: 14336, attention_heads: 32, kv_heads: 8, head_dim: 128, vocab_size: 128256, tied_embeddings: false}
candidates: [p5.48xlarge]
tokens_per_day: 2.0e+8
Y
timeout 55 "$TR" estimate s.yaml 2>&1
