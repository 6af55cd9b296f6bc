# what: scenario: efficiency_overrides p5.48xlarge bandwidth_efficiency 1.4 (above the hardware's peak)
# expect-rc: 1
# expect: s.yaml
# expect: bandwidth_efficiency
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp "$PROJECT/scenarios/default.yaml" s.yaml
rep s.yaml "efficiency_overrides: {}" "efficiency_overrides: {p5.48xlarge: {bandwidth_efficiency: 1.4}}"
"$TR" estimate s.yaml
