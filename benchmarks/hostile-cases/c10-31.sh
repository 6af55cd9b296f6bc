# what: estimate with an inline MoE model_shape giving moe_layers 32 of 32 layers explicitly, against the same shape with moe_layers left out (data/README: "empty = all of them"): the two estimates are identical (a correct result)
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
S='{name: moe-test, layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 8, head_dim: 128, vocab_size: 32000, experts: 8, experts_per_token: 2, shared_experts: 0, expert_ffn_size: 14336, attention: gqa'
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p candidates '[p5.48xlarge, inf2.48xlarge]' -p model_shape "$S}" --csv a.csv > a.txt 2>&1 || { cat a.txt; exit 3; }
timeout 55 "$TR" estimate s.yaml -p candidates '[p5.48xlarge, inf2.48xlarge]' -p model_shape "$S, moe_layers: 32}" --csv b.csv > b.txt 2>&1; rc=$?; tail -5 b.txt
"$PY" - <<'P'
try:
    import pandas as pd
    a, b = pd.read_csv("a.csv"), pd.read_csv("b.csv")
    assert len(a) > 0, "no rows"
    num = [c for c in a.columns if pd.api.types.is_numeric_dtype(a[c])]
    pd.testing.assert_frame_equal(a[num], b[num])
    print("check ok", len(a), "rows")
except Exception as e:
    print("CHECK FAILED:", repr(e)[:500])
P
exit $rc
