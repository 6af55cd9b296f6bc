# what: scenario gives both model: (a model_id) and model_shape: (an inline 70B shape): contradicting keys
# expect-rc: 1
# expect: s.yaml
# expect: model_shape
cat > s.yaml <<'Y'
scenario: c2-35
model: llama-3.1-8b
model_shape: {name: my-70b, layers: 80, hidden_size: 8192, ffn_size: 28672, attention_heads: 64, kv_heads: 8, head_dim: 128, vocab_size: 128256, tied_embeddings: false}
Y
"$TR" estimate s.yaml
