# what: measurements.csv: a trn2.48xlarge run given nodes 0 (a run on no machine)
# expect-rc: 1
# expect: measurements.csv
# expect: nodes
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
import csv,io
p="d/measurements.csv"; t=open(p,newline="",encoding="utf-8").read()
lines=t.splitlines(True)
for i,l in enumerate(lines):
    if l.startswith("trn2") and ",trn2.48xlarge,1," in l:
        lines[i]=l.replace(",trn2.48xlarge,1,",",trn2.48xlarge,0,",1); break
else: raise SystemExit("no row")
open(p,"w",newline="",encoding="utf-8").write("".join(lines))
PY
[ $? = 0 ] || exit 99
"$TR" validate d
