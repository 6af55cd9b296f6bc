# what: claims.csv: the rack claim trn3-ultraserver-vs-trn2-compute-4.4x given the unit TB/s (a bandwidth unit on a compute ratio claim)
# expect-rc: 1
# expect: claims.csv
# expect: unit
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
import csv, io
p="d/claims.csv"; t=open(p,newline="",encoding="utf-8").read()
rows=list(csv.reader(io.StringIO(t))); h=rows[0]; u=h.index("unit"); k=h.index("claim_id")
n=0
for r in rows[1:]:
    if r[k]=="trn3-ultraserver-vs-trn2-compute-4.4x": r[u]="TB/s"; n+=1
assert n==1
out=io.StringIO(); csv.writer(out, lineterminator="\n").writerows(rows)
open(p,"w",newline="",encoding="utf-8").write(out.getvalue())
PY
"$TR" validate d
