# what: checks.yaml: a !!python/object/apply:os.system tag appended (must not run; touch pwned)
# expect-rc: 1
# expect: checks.yaml
# expect-not: PWNED
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
printf '%s\n' '- !!python/object/apply:os.system ["touch pwned"]' >> d/checks.yaml
"$TR" validate d; rc=$?
test -e pwned && echo "PWNED: the tag ran"
exit $rc
