# what: scenario: utilisation {low: 0.9, mode: 0.6, high: 0.4} (reversed)
# expect-rc: 1
# expect: s.yaml
# expect: utilisation
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp "$PROJECT/scenarios/default.yaml" s.yaml
rep s.yaml "utilisation: {low: 0.4, mode: 0.6, high: 0.9}" "utilisation: {low: 0.9, mode: 0.6, high: 0.4}"
"$TR" estimate s.yaml
