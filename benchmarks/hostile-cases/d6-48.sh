# what: availability.csv made of two exports pasted together: the second half starts with its own UTF-8 BOM and header line (line 54 reads '\ufeffinstance_family,provider,...')
# expect-rc: 1
# expect: availability.csv
# expect: line 54
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
p="d/availability.csv"; t=open(p,encoding="utf-8",newline="").read()
lines=t.split("\n")
out=lines[:53]+["\ufeff"+lines[0]]+lines[53:]
open(p,"w",encoding="utf-8",newline="").write("\n".join(out))
PY
"$TR" validate d
