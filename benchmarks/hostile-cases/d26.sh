# what: scenario: quote_date 2026-02-30 (unquoted, not a real day)
# expect-rc: 1
# expect: s.yaml
# expect: quote_date
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp "$PROJECT/scenarios/default.yaml" s.yaml
rep s.yaml "price_overrides: {}" "price_overrides: {trn2.48xlarge: 30.0}"
rep s.yaml "quote_date: null" "quote_date: 2026-02-30"
"$TR" estimate s.yaml
