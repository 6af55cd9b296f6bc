# what: scenario: inline model_shape with kv_heads 7 for 64 attention heads
# expect-rc: 1
# expect: s.yaml
# expect: kv_heads
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp "$PROJECT/scenarios/default.yaml" s.yaml
rep s.yaml "model_shape: null" "model_shape: {name: Mine, layers: 80, hidden_size: 8192, ffn_size: 28672, attention_heads: 64, kv_heads: 7, head_dim: 128, vocab_size: 128256}"
"$TR" estimate s.yaml
