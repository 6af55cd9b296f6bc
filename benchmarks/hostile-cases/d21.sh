# what: scenario: price_range.on_demand given twice inside its mapping (YAML duplicate nested key, the second with low > high)
# expect-rc: 1
# expect: s.yaml
# expect: on_demand
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp "$PROJECT/scenarios/default.yaml" s.yaml
rep s.yaml "  on_demand: {low: 0.9, high: 1.1}" "  on_demand: {low: 0.9, high: 1.1, low: 1.5}"
"$TR" estimate s.yaml
