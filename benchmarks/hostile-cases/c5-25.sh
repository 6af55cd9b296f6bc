# what: inline model_shape of a mixture of experts (8 experts, 2 per token, in 32 layers) without expert_ffn_size: experts of unknown width
# expect-rc: 1
# expect: s.yaml
# expect: expert_ffn_size
cat > s.yaml <<'Y'
scenario: c525
tokens_per_day: 2.0e+8
candidates: [trn2, p5]
model_shape: {name: my-moe, layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 8, vocab_size: 32000, experts: 8, experts_per_token: 2, moe_layers: 32}
Y
"$TR" estimate s.yaml
