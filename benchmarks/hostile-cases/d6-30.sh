# what: models.csv saved as UTF-16-LE without a BOM (a Windows 'Unicode' save that drops the mark): refused naming models.csv and saying it is not UTF-8 text (the header is unreadable for its encoding, not for its column names)
# expect-rc: 1
# expect: models.csv
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
"$PY" - <<'PY'
p="d/models.csv"; t=open(p,encoding="utf-8",newline="").read()
open(p,"wb").write(t.encode("utf-16-le"))
PY
"$TR" validate d
