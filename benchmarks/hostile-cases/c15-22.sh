# what: estimate with an inline model_shape whose attention is "MLA" (capitalised) but carries no kv_lora_rank: either refused naming attention (not gqa|mla) or kv_lora_rank (MLA needs it); never silently modelled as GQA
# expect-rc: nonzero
# expect: s.yaml
cat > s.yaml <<'Y'
scenario: c15-22
model: null
model_shape: {name: my-8b, layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 32, head_dim: 128, vocab_size: 128256, tied_embeddings: false, attention: MLA}
candidates: [p5.48xlarge]
tokens_per_day: 2.0e+8
Y
timeout 55 "$TR" estimate s.yaml 2>&1
