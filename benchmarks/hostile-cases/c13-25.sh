# what: scenario with an inline dense model_shape (no experts) that carries shared_experts 1 and expert_ffn_size 8192 (a shared expert with no MoE layer: Llama 4's columns half-copied; data/README: MoE columns "all empty for a dense model"): refused naming s.yaml and shared_experts (or expert_ffn_size), never a dense estimate that drops the 8192-wide expert silently
# expect-rc: 1
# expect: s.yaml
# expect: shared_experts
cat > s.yaml <<'Y'
scenario: dense-shared
model_shape: {name: my-dense, layers: 48, hidden_size: 5120, ffn_size: 16384, attention_heads: 40, kv_heads: 8, head_dim: 128, vocab_size: 202048, shared_experts: 1, expert_ffn_size: 8192}
candidates: [trn2.48xlarge]
regions: [us-east-1]
price_overrides: {trn2.48xlarge: 40.0}
quote_date: 2026-12-01
Y
timeout 55 "$TR" estimate s.yaml 2>&1 | cut -c1-400
exit ${PIPESTATUS[0]}
