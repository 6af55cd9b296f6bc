# what: checks.yaml: severity 'warn' (not error or warning) on the first check
# expect-rc: 1
# expect: checks.yaml
# expect: severity
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
rep d/checks.yaml "  severity: error" "  severity: warn"
"$TR" validate d
