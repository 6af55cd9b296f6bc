# what: model command on the example Llama 3.1 8B config.json with head_dim 64 (32 heads x 64 = 2,048: attention width exactly 0.5x hidden_size 4,096, the lower edge data/README allows, "the attention heads' total width 0.5x to 4x"): a correct result, by hand 32 x (4096x2048x2 + 4096x512x2 + 3x4096x14336) + 2 x 128256x4096 = 7.36 B, weights 14.7 GB at bf16
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
cp "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json" cfg.json
"$PY" - <<'PY'
import json
c = json.load(open("cfg.json"))
c["head_dim"] = 64; c["_name_or_path"] = "narrow-attn"
json.dump(c, open("cfg.json", "w"), indent=1)
PY
timeout 55 "$TR" model cfg.json >out.txt 2>&1; rc=$?; head -4 out.txt
"$PY" - <<'PY'
import json, re
try:
    c = json.load(open("cfg.json"))
    h = c["hidden_size"]; L = c["num_hidden_layers"]; nh = c["num_attention_heads"]; kv = c.get("num_key_value_heads", nh)
    hd = c.get("head_dim") or h // nh; f = c["intermediate_size"]
    attn = h * nh * hd * 2 + h * kv * hd * 2
    want = L * (attn + 3 * h * f + 2 * h) + c["vocab_size"] * h * (1 if c.get("tie_word_embeddings") else 2) + h
    out = open("out.txt").read()
    m = re.search(r"parameters: ([\d.,]+) B total", out)
    assert m, "no parameter line: " + out[:300]
    got = float(m.group(1).replace(",", "")) * 1e9
    assert abs(got - want) <= 0.006e9, f"total {got/1e9:.3f} B, by hand {want/1e9:.3f} B"
    m = re.search(r"weights ([\d.,]+) GB", out)
    assert m and abs(float(m.group(1)) - want * 2 / 1e9) <= 0.06 + 0.001 * want * 2 / 1e9, f"weights {m and m.group(1)} GB, by hand {want*2/1e9:.2f}"
    print(f"check ok: {got/1e9:.2f} B, by hand {want/1e9:.3f} B")
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
exit $rc
