# what: scenario file that gives an inline model_shape (Llama 3.1 8B's shape, name "my 8B") and says model: null beside it (default.yaml: model_shape is "given instead of model"; null is how the file writes "none", e.g. data_dir, model_shape): a correct result equal to the same file without the model line, or a refusal that tells the user to remove model (not only "expected text")
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
cat > s.yaml <<'Y'
scenario: mine
model: null
model_shape: {name: my 8B, layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 8, head_dim: 128, vocab_size: 128256}
candidates: [p5.4xlarge]
Y
grep -v '^model: null' s.yaml > t.yaml
timeout 55 "$TR" estimate t.yaml --csv b.csv > b.txt 2>&1 || { cat b.txt; exit 3; }
timeout 55 "$TR" estimate s.yaml --csv a.csv; rc=$?
"$PY" - <<'P'
try:
    import pandas as pd
    a, b = pd.read_csv("a.csv"), pd.read_csv("b.csv")
    num = [c for c in a.columns if pd.api.types.is_numeric_dtype(a[c])]
    pd.testing.assert_frame_equal(a[num], b[num])
    print("check ok")
except Exception as e:
    print("CHECK FAILED:", repr(e)[:300])
P
exit $rc
