# what: inline model_shape with 8 experts but experts_per_token 0 (a MoE whose tokens go to no expert)
# expect-rc: 1
# expect: s.yaml
# expect: experts_per_token
cat > s.yaml <<'Y'
scenario: c25
model_shape: {layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 8, vocab_size: 32000,
              experts: 8, experts_per_token: 0, expert_ffn_size: 14336, moe_layers: 32, name: my-moe}
Y
"$TR" estimate s.yaml
