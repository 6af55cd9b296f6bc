# what: scenario with an inline dense model_shape (Llama 3.1 8B's dims, no experts) that carries experts_per_token 2 (a stray MoE key on a dense shape; data/README: the MoE columns are "all empty for a dense model"): contradicting keys, refused naming s.yaml and experts_per_token, never a dense estimate that silently drops it
# expect-rc: 1
# expect: s.yaml
# expect: experts_per_token
cat > s.yaml <<'Y'
scenario: dense-k
model_shape: {name: my-dense, layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 8, head_dim: 128, vocab_size: 128256, experts_per_token: 2}
candidates: [trn2.48xlarge]
regions: [us-east-1]
price_overrides: {trn2.48xlarge: 40.0}
quote_date: 2026-12-01
Y
timeout 55 "$TR" estimate s.yaml 2>&1 | cut -c1-400
exit ${PIPESTATUS[0]}
