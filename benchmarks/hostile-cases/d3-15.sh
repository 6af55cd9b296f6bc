# what: sources.csv: tomshardware-trn2-exaflops' url set to file:///etc/passwd (a local file, not a web source)
# expect-rc: 1
# expect: sources.csv
# expect: url
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
import csv,io
p="d/sources.csv"; rows=list(csv.reader(open(p,newline="",encoding="utf-8")))
h=rows[0]; i=h.index("url"); n=0
for r in rows[1:]:
    if r[0]=="tomshardware-trn2-exaflops": r[i]="file:///etc/passwd"; n+=1
assert n==1
w=csv.writer(open(p,"w",newline="",encoding="utf-8"),lineterminator="\n"); w.writerows(rows)
PY
"$TR" validate d
