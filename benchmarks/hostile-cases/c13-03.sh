# what: scenario with an inline MoE model_shape (Mixtral-like: 8 experts, 2 per token) that leaves expert_ffn_size out (data/README: expert_ffn_size is "the intermediate size of one expert", no default stated): refused naming s.yaml and model_shape.expert_ffn_size, never experts of 0 width
# expect-rc: 1
# expect: s.yaml
# expect: expert_ffn_size
cat > s.yaml <<'Y'
scenario: moe-no-eff
model_shape: {name: my-moe, layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 8, head_dim: 128, vocab_size: 32000, experts: 8, experts_per_token: 2}
candidates: [trn2.48xlarge]
regions: [us-east-1]
price_overrides: {trn2.48xlarge: 40.0}
quote_date: 2026-12-01
Y
timeout 55 "$TR" estimate s.yaml 2>&1 | cut -c1-400
exit ${PIPESTATUS[0]}
