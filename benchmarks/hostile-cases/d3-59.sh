# what: claims.csv: the 4.4x rack claim's accessed date written "31 Oct 2026" (a spelt-out date)
# expect-rc: 1
# expect: claims.csv
# expect: accessed
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
import csv
p="d/claims.csv"; rows=list(csv.reader(open(p,newline="",encoding="utf-8")))
i=rows[0].index("accessed"); n=0
for r in rows[1:]:
    if r[0]=="trn3-ultraserver-vs-trn2-compute-4.4x": r[i]="31 Oct 2026"; n+=1
assert n==1
csv.writer(open(p,"w",newline="",encoding="utf-8"),lineterminator="\n").writerows(rows)
PY
"$TR" validate d
