# what: model command on the Qwen3-30B-A3B example config.json with decoder_sparse_step 3 (HF Qwen3-MoE: layer i has experts when (i+1) % 3 == 0, so 16 of 48 layers; the other 32 are dense MLPs of intermediate_size 6144): a correct result by hand, total 48 x attention + 16 x (128 experts x 3 x 2048 x 768 + router) + 32 x 3 x 2048 x 6144 + 2 x 151936 x 2048 = 12.40 B, active (8 experts) 3.34 B
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
cp "$PROJECT/scenarios/examples/configs/qwen3-30b-a3b-config.json" cfg.json
"$PY" -c "
import json; c=json.load(open('cfg.json')); c['decoder_sparse_step']=3; c['_name_or_path']='sparse-every-3rd'; json.dump(c, open('cfg.json','w'), indent=1)"
timeout 55 "$TR" model cfg.json >out.txt 2>&1; rc=$?; head -4 out.txt
"$PY" - <<'PY'
import json, re
try:
    c = json.load(open("cfg.json"))
    h, L, nh, kv, hd = c["hidden_size"], c["num_hidden_layers"], c["num_attention_heads"], c["num_key_value_heads"], c["head_dim"]
    E, k, fe, fd, V = c["num_experts"], c["num_experts_per_tok"], c["moe_intermediate_size"], c["intermediate_size"], c["vocab_size"]
    moe = [i for i in range(L) if (i + 1) % c["decoder_sparse_step"] == 0 and i not in c["mlp_only_layers"]]
    assert len(moe) == 16
    attn = h * nh * hd * 2 + h * kv * hd * 2
    base = L * attn + (L - len(moe)) * 3 * h * fd + 2 * V * h
    total = base + len(moe) * (E * 3 * h * fe + h * E)
    active = base + len(moe) * (k * 3 * h * fe + h * E)
    out = open("out.txt").read()
    m = re.search(r"parameters: ([\d.,]+) B total.*?([\d.,]+) B active", out)
    assert m, "no parameter line: " + out[:300]
    gt, ga = float(m.group(1)) * 1e9, float(m.group(2)) * 1e9
    assert abs(gt - total) <= 0.02e9, f"total {gt/1e9:.3f} B, by hand {total/1e9:.3f} B"
    assert abs(ga - active) <= 0.02e9, f"active {ga/1e9:.3f} B, by hand {active/1e9:.3f} B"
    print(f"check ok: total {gt/1e9:.2f} B (hand {total/1e9:.3f}), active {ga/1e9:.2f} B (hand {active/1e9:.3f})")
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
exit $rc
