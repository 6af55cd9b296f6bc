# what: inline model_shape with attention gqa but latent-attention keys (kv_lora_rank 512, qk_rope_head_dim 64): contradicting keys
# expect-rc: 1
# expect: s.yaml
# expect: kv_lora_rank
cat > s.yaml <<'Y'
scenario: c2-47
model_shape: {name: my-8b, layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 8, head_dim: 128, vocab_size: 128256, tied_embeddings: false, attention: gqa, kv_lora_rank: 512, qk_rope_head_dim: 64}
Y
"$TR" estimate s.yaml
