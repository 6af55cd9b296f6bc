# what: inline model_shape with an unknown key num_layers (Hugging Face's spelling) beside layers
# expect-rc: 1
# expect: s.yaml
# expect: num_layers
cat > s.yaml <<'Y'
scenario: c2-37
model_shape: {name: my-8b, layers: 32, num_layers: 320, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 8, head_dim: 128, vocab_size: 128256, tied_embeddings: false}
Y
"$TR" estimate s.yaml
