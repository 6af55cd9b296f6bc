# what: scenario (inference, small volume) with an inline MoE model_shape of 8 experts whose experts_per_token is 0 (no expert ever runs; 9 > 8 was tried): refused naming s.yaml, model_shape and experts_per_token
# expect-rc: 1
# expect: s.yaml
# expect: experts_per_token
cat > s.yaml <<'Y'
scenario: c18-25
model: null
model_shape: {name: my-moe, layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 8, head_dim: 128, vocab_size: 128256, experts: 8, experts_per_token: 0, expert_ffn_size: 14336}
candidates: [p5]
Y
timeout 55 "$TR" estimate s.yaml
