# what: claims.csv: claim trn2-hbm-1.5tb repeated at the end under the id 'trn2-hbm-1.5TB' (differs only by the case of its last two letters) with claimed 3 TB
# expect-rc: 1
# expect: claims.csv
# expect: claim_id
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
p="d/claims.csv"; t=open(p,newline="",encoding="utf-8").read()
import csv,io
rows=list(csv.reader(io.StringIO(t)))
r=[x for x in rows if x and x[0]=="trn2-hbm-1.5tb"][0][:]
r[0]="trn2-hbm-1.5TB"; r[6]="3"
buf=io.StringIO(); csv.writer(buf,lineterminator="\n").writerow(r)
t=t.rstrip("\n")+"\n"+buf.getvalue()
open(p,"w",newline="",encoding="utf-8").write(t)
PY
"$TR" validate d
