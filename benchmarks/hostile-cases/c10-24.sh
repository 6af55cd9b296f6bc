# what: estimate with an inline MoE model_shape of 8 experts but experts_per_token 9 (more experts per token than exist; a config.json's version was tried, the inline one not): refused naming model_shape and experts_per_token
# expect-rc: nonzero
# expect: experts_per_token
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p model_shape '{name: moe-test, layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 8, head_dim: 128, vocab_size: 32000, experts: 8, experts_per_token: 9, shared_experts: 0, expert_ffn_size: 14336, attention: gqa}'
