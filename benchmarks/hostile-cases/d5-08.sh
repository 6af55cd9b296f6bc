# what: sources.csv: neuron-core-v1-4a4f4cc's tier written 0 (tiers start at 1)
# expect-rc: 1
# expect: sources.csv
# expect: tier
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
import csv,io
p="d/sources.csv"; t=open(p,newline="",encoding="utf-8").read()
rows=list(csv.reader(io.StringIO(t))); h=rows[0]; i=h.index("tier")
for r in rows:
    if r and r[0]=="neuron-core-v1-4a4f4cc": assert r[i]=="1", r[i]; r[i]="0"
b=io.StringIO(); csv.writer(b,lineterminator="\n").writerows(rows); open(p,"w",newline="",encoding="utf-8").write(b.getvalue())
PY
"$TR" validate d
