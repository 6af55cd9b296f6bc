# what: inline model_shape whose name states a quantized checkpoint ("Llama-3.1-8B-Instruct-AWQ") on the 8B's dimensions, priced at precision bf16
# expect-rc: 1
# expect: s.yaml
# expect: model_shape.name
cat > s.yaml <<'Y'
scenario: c410
precision: bf16
tokens_per_day: 2.0e+8
candidates: [trn2, p5]
model_shape: {name: Llama-3.1-8B-Instruct-AWQ, layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 8, head_dim: 128, vocab_size: 128256}
Y
"$TR" estimate s.yaml
