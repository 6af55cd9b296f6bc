# what: inline model_shape with hidden_size given as the text "4k" and layers 32.0 (a float)
# expect-rc: 1
# expect: s.yaml
# expect: model_shape.hidden_size
cat > s.yaml <<'Y'
scenario: c28
model_shape: {layers: 32.0, hidden_size: "4k", ffn_size: 14336, attention_heads: 32, kv_heads: 8, vocab_size: 128256}
Y
"$TR" estimate s.yaml
