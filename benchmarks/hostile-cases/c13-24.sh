# what: scenario with an inline dense model_shape (no experts) that carries moe_layers 24 (data/README: the MoE columns, moe_layers among them, are "all empty for a dense model"): contradicting keys, refused naming s.yaml and moe_layers
# expect-rc: 1
# expect: s.yaml
# expect: moe_layers
cat > s.yaml <<'Y'
scenario: dense-moe-layers
model_shape: {name: my-dense, layers: 48, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 8, head_dim: 128, vocab_size: 128256, moe_layers: 24}
candidates: [trn2.48xlarge]
regions: [us-east-1]
price_overrides: {trn2.48xlarge: 40.0}
quote_date: 2026-12-01
Y
timeout 55 "$TR" estimate s.yaml 2>&1 | cut -c1-400
exit ${PIPESTATUS[0]}
