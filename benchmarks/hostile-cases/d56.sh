# what: scenario file saved with a UTF-8 BOM and CRLF line endings (Windows Notepad): a correct result
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
"$PY" -c "
t=open('$PROJECT/scenarios/default.yaml',encoding='utf-8').read()
open('s.yaml','w',encoding='utf-8-sig',newline='').write(t.replace('\n','\r\n'))"
"$TR" estimate s.yaml | head -3
