# what: checks.yaml: a check's why text holding a Latin-1 byte (0xB5, 'µs' saved by a Windows editor)
# expect-rc: 1
# expect: checks.yaml
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/checks.yaml"; b=open(p,"rb").read()
old=b"why: an accelerator-hour costs cents"
assert old in b
b=b.replace(old,b"why: an accelerator-hour (not \xb5s) costs cents",1)
open(p,"wb").write(b)
PY
"$TR" validate d
