# what: scenario: YAML anchor and alias (validation_engineer_weeks: *pe reusing porting_engineer_weeks): a correct result, same as writing it out
# expect-rc: 0
# expect: price basis
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp "$PROJECT/scenarios/default.yaml" s.yaml
rep s.yaml "porting_engineer_weeks: {low: 8, mode: 12, high: 24}" "porting_engineer_weeks: &pe {low: 8, mode: 12, high: 24}"
rep s.yaml "validation_engineer_weeks: {low: 2, mode: 4, high: 8}" "validation_engineer_weeks: *pe"
"$TR" estimate s.yaml | head -3
