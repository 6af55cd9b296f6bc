# what: scenario with an inline MoE model_shape (8 experts of 14336, 32 layers x 4096) that leaves experts_per_token out: a mixture with no routed expert per token computes none of its experts (data/README: experts_per_token is the router's top-k): refused naming the file and model_shape.experts_per_token
# expect-rc: 1
# expect: s.yaml
# expect: experts_per_token
cat > s.yaml <<'Y'
scenario: moe-no-k
model_shape: {name: my-moe, layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 8, head_dim: 128, vocab_size: 32000, experts: 8, expert_ffn_size: 14336}
candidates: [trn2.48xlarge]
regions: [us-east-1]
price_overrides: {trn2.48xlarge: 40.0}
quote_date: 2026-12-01
Y
timeout 55 "$TR" estimate s.yaml 2>&1 | cut -c1-400
exit ${PIPESTATUS[0]}
