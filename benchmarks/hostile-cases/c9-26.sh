# what: estimate of a scenario whose model_shape is data/models.csv's qwen3-30b-a3b row written inline (a MoE: 128 experts of 768, 8 per token, the shape columns from layers to v_head_dim, tied_embeddings false, a name) against the same scenario with model: qwen3-30b-a3b: the same shape, so every candidate's usd_per_m_tokens, batch and chips equal (README: model_shape is "the shape columns of data/models.csv")
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
"$PY" - <<'PY'
import csv, os
r = next(x for x in csv.DictReader(open(os.environ["PROJECT"] + "/data/models.csv")) if x["model_id"] == "qwen3-30b-a3b")
cols = list(r.keys()); shape = cols[cols.index("layers"):cols.index("v_head_dim") + 1]
items = [f"{k}: {r[k]}" for k in shape if r[k] != ""]
items += ["tied_embeddings: false", "name: inline Qwen3 30B-A3B"]
common = "candidates: [trn2.48xlarge, p5, inf2]\nprice_overrides: {trn2.48xlarge: 40.0}\ntokens_per_day: 5.0e+8\n"
open("a.yaml", "w").write("scenario: c926a\n" + common + "model: qwen3-30b-a3b\n")
open("b.yaml", "w").write("scenario: c926b\n" + common + "model_shape: {" + ", ".join(items) + "}\n")
PY
cat b.yaml
timeout 55 "$TR" estimate a.yaml --csv a.csv >/dev/null 2>&1 || echo "model-id estimate failed"
timeout 55 "$TR" estimate b.yaml --csv b.csv 2>&1 | tail -4; rc=${PIPESTATUS[0]}
"$PY" - <<'PY'
import csv
try:
    a = {r["candidate"]: r for r in csv.DictReader(open("a.csv"))}
    b = {r["candidate"]: r for r in csv.DictReader(open("b.csv"))}
    assert a.keys() == b.keys(), f"candidates differ: {sorted(a)} vs {sorted(b)}"
    for k in a:
        for col in ("usd_per_m_tokens", "batch", "chips_per_replica", "monthly_bill_usd"):
            x, y = float(a[k][col]), float(b[k][col])
            assert abs(x - y) <= 1e-9 * max(abs(x), 1), f"{k} {col}: model id {x} vs inline {y}"
    print(f"check ok: {len(a)} candidates equal")
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
exit $rc
