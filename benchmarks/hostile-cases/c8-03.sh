# what: scenario with an inline model_shape MoE (32 layers, hidden 4096, 8 experts of 2 per token) whose expert_ffn_size is 127, under 1/32 of hidden_size (128; data/README: expert_ffn_size is held to 1/32x to 16x): refused naming s.yaml and expert_ffn_size
# expect-rc: nonzero
# expect: s.yaml
# expect: expert_ffn_size
cat > s.yaml <<'Y'
scenario: tiny-experts
model_shape: {name: "tiny experts", layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 8, head_dim: 128, vocab_size: 32000, experts: 8, experts_per_token: 2, shared_experts: 0, expert_ffn_size: 127}
candidates: [p5.4xlarge]
regions: [us-east-1]
Y
timeout 55 "$TR" estimate s.yaml
