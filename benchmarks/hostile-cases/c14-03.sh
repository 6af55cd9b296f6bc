# what: estimate with an inline model_shape of Llama 3.1 8B's dims (8.03 B) named "MyModel-1.5T" (a name stating a size far from the shape's; README: "a name stating a size is held to the shape's", round 64 held T like B): refused naming s.yaml and name
# expect-rc: 1
# expect: s.yaml
# expect: name
cat > s.yaml <<'Y'
scenario: named-size
model_shape: {name: "MyModel-1.5T", layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 8, head_dim: 128, vocab_size: 128256}
candidates: [trn2.48xlarge]
regions: [us-east-1]
price_overrides: {trn2.48xlarge: 40.0}
quote_date: 2026-12-01
Y
timeout 55 "$TR" estimate s.yaml 2>&1 | cut -c1-400
exit ${PIPESTATUS[0]}
