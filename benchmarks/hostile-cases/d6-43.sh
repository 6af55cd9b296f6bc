# what: checks.yaml: one line of the chip-power check indented with a TAB (YAML forbids tabs in indentation)
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
p="d/checks.yaml"; t=open(p,encoding="utf-8").read()
i=t.index("- id: chip-power")
j=t.index("\n  kind: range",i)
t=t[:j]+"\n\tkind: range"+t[j+len("\n  kind: range"):]
open(p,"w",encoding="utf-8").write(t)
PY
"$TR" validate d
