# what: scenario with an inline model_shape MoE (32 layers, hidden 4096, 8 experts of 14336, 2 per token) whose moe_layers is 33 (more MoE layers than the model has layers; data/README: "moe_layers: how many of the layers have an MoE block"): refused naming s.yaml and moe_layers
# expect-rc: nonzero
# expect: s.yaml
# expect: moe_layers
cat > s.yaml <<'Y'
scenario: c927
candidates: [p5]
model_shape: {name: mix 47B, layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 8, head_dim: 128, vocab_size: 32000, experts: 8, experts_per_token: 2, shared_experts: 0, expert_ffn_size: 14336, moe_layers: 33}
Y
timeout 55 "$TR" estimate s.yaml
