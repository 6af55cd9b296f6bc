# what: sources.csv: tomshardware-trn2-exaflops' tier written 2.5 (a fractional tier)
# expect-rc: 1
# expect: sources.csv
# expect: tier
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
import csv
p="d/sources.csv"; rows=list(csv.reader(open(p,newline="",encoding="utf-8")))
h=rows[0]; i=h.index("tier"); n=0
for r in rows[1:]:
    if r[0]=="tomshardware-trn2-exaflops": r[i]="2.5"; n+=1
assert n==1
csv.writer(open(p,"w",newline="",encoding="utf-8"),lineterminator="\n").writerows(rows)
PY
"$TR" validate d
