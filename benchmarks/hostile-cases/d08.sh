# what: specs.csv rewritten with CRLF line endings throughout (a spreadsheet save); values must read the same
# expect-rc: 0
# expect: 2.9
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
"$PY" -c "
p='d/specs.csv'; t=open(p,newline='').read().replace('\r\n','\n'); open(p,'w',newline='').write(t.replace('\n','\r\n'))"
"$TR" validate d && "$TR" specs trainium2 memory_bandwidth --data-dir d
