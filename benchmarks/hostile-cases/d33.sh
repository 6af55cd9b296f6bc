# what: scenario: title carrying a !!python/object/apply:os.system tag (must not run)
# expect-rc: 1
# expect-not: PWNED
# expect: s.yaml
# expect: line 8
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp "$PROJECT/scenarios/default.yaml" s.yaml
rep s.yaml "title: AWS Trainium and Inferentia against GPU alternatives" 'title: !!python/object/apply:os.system ["touch pwned"]'
"$TR" estimate s.yaml; rc=$?
test -e pwned && echo "PWNED: the tag ran"
exit $rc
