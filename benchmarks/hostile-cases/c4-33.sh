# what: inline model_shape with latent attention (attention mla, kv_lora_rank 512, qk_rope_head_dim 64) but kv_heads 8 of 128 heads (MLA has no KV-head grouping): contradicting keys
# expect-rc: 1
# expect: s.yaml
# expect: kv_heads
cat > s.yaml <<'Y'
scenario: c433
tokens_per_day: 2.0e+8
candidates: [trn2, p5]
model_shape: {name: my-mla-model, layers: 61, hidden_size: 7168, ffn_size: 18432, attention_heads: 128, kv_heads: 8, head_dim: 192, vocab_size: 129280, attention: mla, kv_lora_rank: 512, qk_rope_head_dim: 64, q_lora_rank: 1536, v_head_dim: 128, tied_embeddings: false}
Y
"$TR" estimate s.yaml
