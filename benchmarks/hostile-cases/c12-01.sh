# what: estimate with an inline latent-attention model_shape (DeepSeek-V3's dims) whose qk_rope_head_dim 256 is wider than its head_dim 192 (the no-RoPE part of a key head, head_dim - qk_rope_head_dim, would be -64 wide: negative K/V up-projections, a smaller model than the shape): refused naming model_shape and qk_rope_head_dim (data/README: head_dim is qk_nope_head_dim + qk_rope_head_dim for mla)
# expect-rc: 1
# expect: model_shape
# expect: qk_rope_head_dim
cat > s.yaml <<'Y'
scenario: mla-rope-wider
candidates: [trn2.48xlarge]
regions: [us-east-1]
price_overrides: {trn2.48xlarge: 40.0}
quote_date: 2026-12-01
model: null
model_shape: {name: my MLA 671B, layers: 61, hidden_size: 7168, ffn_size: 18432, attention_heads: 128, kv_heads: 128, head_dim: 192, vocab_size: 129280, experts: 256, experts_per_token: 8, shared_experts: 1, expert_ffn_size: 2048, moe_layers: 58, attention: mla, kv_lora_rank: 512, qk_rope_head_dim: 256, q_lora_rank: 1536, v_head_dim: 128}
Y
timeout 55 "$TR" estimate s.yaml 2>&1 | cut -c1-400
exit ${PIPESTATUS[0]}
