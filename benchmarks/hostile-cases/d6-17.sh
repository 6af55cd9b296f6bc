# what: claims.csv: the qualifier column removed (header and every row: a column deleted in a spreadsheet), then claims --data-dir
# expect-rc: 1
# expect: claims.csv
# expect: qualifier
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
p="d/claims.csv"
rows=list(csv.reader(open(p,newline="",encoding="utf-8")))
i=rows[0].index("qualifier")
csv.writer(open(p,"w",newline="",encoding="utf-8"),lineterminator="\n").writerows([r[:i]+r[i+1:] for r in rows])
PY
"$TR" claims --data-dir d
