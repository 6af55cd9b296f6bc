# what: inline model_shape with 8 experts of 14336 but moe_layers 0 (experts declared, in no layer): contradicting keys
# expect-rc: 1
# expect: s.yaml
# expect: moe_layers
cat > s.yaml <<'Y'
scenario: c26
model_shape: {layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 8, vocab_size: 32000,
              experts: 8, experts_per_token: 2, expert_ffn_size: 14336, moe_layers: 0, name: my-moe}
Y
"$TR" estimate s.yaml
