# what: checks.yaml: a new error-level range check on table 'pricez' (a table that does not exist: it would guard nothing)
# expect-rc: 1
# expect: checks.yaml
# expect: pricez
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
cat >> d/checks.yaml <<'Y'

- id: my-price-cap
  severity: error
  kind: range
  table: pricez
  where: {}
  per_chip: true
  min: 0.05
  max: 50
  why: my own stricter cap on a chip-hour
Y
"$TR" validate d
