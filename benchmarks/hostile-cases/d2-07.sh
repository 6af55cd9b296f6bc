# what: prices.csv: the trn2.48xlarge us-east-2 Capacity Block price of 2026-07-22 re-dated 2031-01-01 (years after its source was accessed, 2026-10-31)
# expect-rc: 1
# expect: prices.csv
# expect: as_of
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
import csv,io
p="d/prices.csv"; t=open(p,newline="").read()
lines=t.splitlines(True)
for i,l in enumerate(lines):
    if l.startswith("trn2.48xlarge,aws,us-east-2,capacity_block,capacity_block,system,35.7608,2026-07-22,"):
        r=next(csv.reader([l])); r[7]="2031-01-01"
        s=io.StringIO(); csv.writer(s,lineterminator=l[len(l.rstrip("\r\n")):]).writerow(r); lines[i]=s.getvalue(); break
else: raise SystemExit("no row")
open(p,"w",newline="").write("".join(lines))
PY
[ $? = 0 ] || exit 99
"$TR" validate d
