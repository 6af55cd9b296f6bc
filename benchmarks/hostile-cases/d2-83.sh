# what: measurements.csv: a trn2.48xlarge run dated 2019-01-01, years before Trainium2 was available (2024-12-03)
# expect-rc: 1
# expect: measurements.csv
# expect: as_of
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
import csv,io
p="d/measurements.csv"; t=open(p,newline="",encoding="utf-8").read()
lines=t.splitlines(True)
for i,l in enumerate(lines):
    if ",trn2.48xlarge,1," in l:
        r=next(csv.reader([l])); assert r[24][:4]=="2026" or r[24][:4]=="2025", r[24]; r[24]="2019-01-01"
        s=io.StringIO(); csv.writer(s,lineterminator=l[len(l.rstrip("\r\n")):]).writerow(r); lines[i]=s.getvalue(); break
else: raise SystemExit("no row")
open(p,"w",newline="",encoding="utf-8").write("".join(lines))
PY
[ $? = 0 ] || exit 99
"$TR" validate d
