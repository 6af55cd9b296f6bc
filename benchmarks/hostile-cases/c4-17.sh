# what: inline model_shape with shared_experts 2 but no routed experts (experts 0): contradicting keys
# expect-rc: 1
# expect: s.yaml
# expect: shared_experts
cat > s.yaml <<'Y'
scenario: c417
tokens_per_day: 2.0e+8
candidates: [trn2, p5]
model_shape: {name: my-model, layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 8, head_dim: 128, vocab_size: 128256, experts: 0, shared_experts: 2, expert_ffn_size: 4096}
Y
"$TR" estimate s.yaml
