# what: scenario with an inline model_shape (Llama 3.1 8B's dims, 8.03B) named "my-dense-1.6T" (README: "a name stating a size is held to the shape's"; a size written in trillions, as Switch-C 1.6T): refused naming s.yaml and model_shape.name, never a report that heads 8B numbers with a 1.6T name
# expect-rc: 1
# expect: s.yaml
# expect: model_shape.name
cat > s.yaml <<'Y'
scenario: trillion-name
model_shape: {name: my-dense-1.6T, layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 8, head_dim: 128, vocab_size: 128256}
candidates: [trn2.48xlarge]
regions: [us-east-1]
price_overrides: {trn2.48xlarge: 40.0}
quote_date: 2026-12-01
Y
timeout 55 "$TR" estimate s.yaml 2>&1 | cut -c1-400
exit ${PIPESTATUS[0]}
