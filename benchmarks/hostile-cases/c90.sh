# what: inline model_shape whose name says 70B ("my-llama-70B") on an 8B's dimensions (the check a config.json's _name_or_path gets)
# expect-rc: 1
# expect: s.yaml
# expect: model_shape.name
cat > s.yaml <<'Y'
scenario: c90
model_shape: {layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 8, vocab_size: 128256, name: my-llama-70B}
Y
"$TR" estimate s.yaml
