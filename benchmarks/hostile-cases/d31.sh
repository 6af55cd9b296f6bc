# what: scenario: other_platform_scores {'NVIDIA H100': {performance: 9}} (above the 5-point scale)
# expect-rc: 1
# expect: s.yaml
# expect: other_platform_scores
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -y '{other_platform_scores: {"NVIDIA H100": {performance: 9, scale_up: 4, software: 5, access: 4, momentum_2026: 3}}}'
