# what: scenario: price_overrides {trn2.48xlarge: .nan}
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
rep s.yaml "price_overrides: {}" "price_overrides: {trn2.48xlarge: .nan}"
"$TR" estimate s.yaml
