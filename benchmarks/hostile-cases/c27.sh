# what: inline model_shape with attention: mla but no kv_lora_rank / qk_rope_head_dim (a latent-attention model with no KV cache)
# expect-rc: 1
# expect: s.yaml
# expect: kv_lora_rank
cat > s.yaml <<'Y'
scenario: c27
model_shape: {layers: 61, hidden_size: 7168, ffn_size: 18432, attention_heads: 128, vocab_size: 129280,
              attention: mla, name: my-mla}
Y
"$TR" estimate s.yaml
