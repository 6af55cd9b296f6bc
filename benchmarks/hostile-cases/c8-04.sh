# what: scenario with an inline model_shape of latent attention (DeepSeek-V3's dims, attention mla) whose kv_lora_rank is 111, under 1/64 of hidden_size 7168 (112; data/README: kv_lora_rank is held to 1/64x to 1x): refused naming s.yaml and kv_lora_rank
# expect-rc: nonzero
# expect: s.yaml
# expect: kv_lora_rank
cat > s.yaml <<'Y'
scenario: thin-latent
model_shape: {name: "thin latent", layers: 61, hidden_size: 7168, ffn_size: 18432, attention_heads: 128, kv_heads: 128, head_dim: 192, vocab_size: 129280, experts: 256, experts_per_token: 8, shared_experts: 1, expert_ffn_size: 2048, moe_layers: 58, attention: mla, kv_lora_rank: 111, qk_rope_head_dim: 64, q_lora_rank: 1536, v_head_dim: 128}
candidates: [p5en.48xlarge]
regions: [us-east-1]
Y
timeout 55 "$TR" estimate s.yaml
