# what: a config.json of a minute dense model (1 layer, hidden 64, 1 head, FFN 256, vocab 256, tied: 82,112 parameters) as the scenario's model: estimate gives finite, positive times and costs for every candidate it prices (no NaN, inf or zero cost)
# expect-rc: 0
# expect: FINITE-OK
cat > tiny.json <<'J'
{"architectures": ["LlamaForCausalLM"], "model_type": "llama", "_name_or_path": "acme/tiny", "hidden_size": 64, "intermediate_size": 256, "num_attention_heads": 1, "num_key_value_heads": 1, "num_hidden_layers": 1, "vocab_size": 256, "tie_word_embeddings": true}
J
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^model: llama-3.1-70b.*/model: tiny.json/' s.yaml
timeout 55 "$TR" estimate s.yaml --csv e.csv; rc=$?
"$PY" - <<'P' && echo FINITE-OK
import pandas as pd, numpy as np
e = pd.read_csv("e.csv")
print(e.iloc[:, :12].to_string())
num = e.select_dtypes("number")
cols = [c for c in num.columns if any(w in c.lower() for w in ("ttft", "usd", "tok", "batch"))]
assert len(e) > 0 and cols, cols
v = num[cols].to_numpy(float)
assert np.isfinite(v[~np.isnan(v)]).all(), "inf"
assert not np.isnan(v).any(), "nan"
assert (v > 0).all(), "zero or negative"
P
exit $rc
