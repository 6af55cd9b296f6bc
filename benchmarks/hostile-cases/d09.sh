# what: specs.csv re-encoded as UTF-16 (with BOM)
# expect-rc: 1
# expect: specs.csv
# expect: UTF-8
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
p='d/specs.csv'; t=open(p,encoding='utf-8').read(); open(p,'w',encoding='utf-16').write(t)"
"$TR" validate d
