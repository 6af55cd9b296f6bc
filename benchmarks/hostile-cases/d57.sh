# what: scenario: price_overrides trn2.48xlarge 1.5 USD/h (a per-chip figure for a 16-chip instance)
# expect-rc: 1
# expect: s.yaml
# expect: price_overrides
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp "$PROJECT/scenarios/default.yaml" s.yaml
rep s.yaml "price_overrides: {}" "price_overrides: {trn2.48xlarge: 1.5}"
"$TR" estimate s.yaml
