# what: hand check of attention_flops (scenario comment: add the attention term 12 L d T to 6 N per token): training Llama 3.1 8B (L 32, d 4096, N from data/models.csv's shape: 8.03e9) at seq_len 8192 on trn1.32xlarge and p5.48xlarge: days with attention_flops true / days without = (6N + 12 x 32 x 4096 x 8192) / 6N = 1.2674, and the cost scales the same
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
Y='{workload: training, model: llama-3.1-8b, train_tokens: 1.0e+11, seq_len: 8192, candidates: [trn1.32xlarge, p5.48xlarge]}'
timeout 55 "$TR" estimate s.yaml -y "$Y" -p attention_flops false --csv off.csv > /dev/null; echo "rc=$?"
timeout 55 "$TR" estimate s.yaml -y "$Y" -p attention_flops true --csv on.csv; echo "rc=$?"
"$PY" - <<'PY'
import csv, os
try:
    m = [r for r in csv.DictReader(open(os.environ["PROJECT"] + "/data/models.csv")) if r["model_id"] == "llama-3.1-8b"][0]
    L, d, f, H, kv, hd, V = (int(m[k]) for k in ("layers", "hidden_size", "ffn_size", "attention_heads", "kv_heads", "head_dim", "vocab_size"))
    N = 2 * V * d + L * (d * H * hd + 2 * d * kv * hd + H * hd * d + 3 * d * f + 2 * d) + d
    want = (6 * N + 12 * L * d * 8192) / (6 * N)
    off = {r["candidate"]: r for r in csv.DictReader(open("off.csv"))}
    on = {r["candidate"]: r for r in csv.DictReader(open("on.csv"))}
    assert set(off) == set(on) == {"trn1.32xlarge", "p5.48xlarge"}, (sorted(off), sorted(on))
    for c in off:
        ratio = float(on[c]["days"]) / float(off[c]["days"])
        cost = float(on[c]["cost_usd"]) / float(off[c]["cost_usd"])
        assert abs(ratio - want) < 2e-3 * want, f"{c}: days ratio {ratio:.5f} != {want:.5f} (N {N:,})"
        assert abs(cost - want) < 2e-3 * want, f"{c}: cost ratio {cost:.5f} != {want:.5f}"
    print("check ok", round(want, 5), N)
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
