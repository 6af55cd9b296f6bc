# what: scenario: score_weights all zero (weighted totals divide by zero)
# expect-rc: 1
# expect: s.yaml
# expect: score_weights
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp "$PROJECT/scenarios/default.yaml" s.yaml
rep s.yaml "score_weights: {performance: 1, scale_up: 1, software: 1, access: 1, momentum_2026: 1}" "score_weights: {performance: 0, scale_up: 0, software: 0, access: 0, momentum_2026: 0}"
"$TR" estimate s.yaml
