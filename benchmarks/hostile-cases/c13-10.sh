# what: scenario model: Qwen1.5-MoE-A2.7B's config.json as published (Qwen2MoeForCausalLM, model_type qwen2_moe: 60 experts of 1408, shared_expert_intermediate_size 5632 that no column carries): an architecture hfconfig does not list: refused naming cfg.json and the architecture, never read as dense Qwen2
# expect-rc: 1
# expect: cfg.json
# expect: Qwen2MoeForCausalLM
cat > cfg.json <<'J'
{"architectures": ["Qwen2MoeForCausalLM"], "model_type": "qwen2_moe", "_name_or_path": "Qwen/Qwen1.5-MoE-A2.7B",
 "hidden_size": 2048, "intermediate_size": 5632, "moe_intermediate_size": 1408, "shared_expert_intermediate_size": 5632,
 "num_attention_heads": 16, "num_key_value_heads": 16, "num_hidden_layers": 24, "vocab_size": 151936, "num_experts": 60,
 "num_experts_per_tok": 4, "decoder_sparse_step": 1, "tie_word_embeddings": false}
J
cat > s.yaml <<'Y'
scenario: qwen2moe
model: cfg.json
candidates: [trn2.48xlarge]
regions: [us-east-1]
price_overrides: {trn2.48xlarge: 40.0}
quote_date: 2026-12-01
Y
timeout 55 "$TR" estimate s.yaml 2>&1 | cut -c1-400
exit ${PIPESTATUS[0]}
