# what: sources.csv: tomshardware-trn2-exaflops' url set to a data: URL holding a script (data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==): not a web source, would run if linked
# expect-rc: 1
# expect: sources.csv
# expect: url
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
import csv
p="d/sources.csv"
rows=list(csv.reader(open(p,newline="",encoding="utf-8")))
h=rows[0]
r=[x for x in rows if x[0]=="tomshardware-trn2-exaflops"][0]
r[h.index("url")]="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="
csv.writer(open(p,"w",newline="",encoding="utf-8"),lineterminator="\n").writerows(rows)
PY
"$TR" validate d
