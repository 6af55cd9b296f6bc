# what: scenario: memory_headroom 1.5 (more memory than the chips hold)
# expect-rc: 1
# expect: s.yaml
# expect: memory_headroom
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp "$PROJECT/scenarios/default.yaml" s.yaml
rep s.yaml "memory_headroom: 0.9" "memory_headroom: 1.5"
"$TR" estimate s.yaml
