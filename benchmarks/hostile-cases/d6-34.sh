# what: prices.csv grown to ~47 MB of legal rows (about 230,000, under its 50,000,000-byte limit): every existing row repeated with a distinct note; validate must answer within the time limit (a result, or a refusal naming prices.csv), not grind in a quadratic check
# expect: CASE-DONE
# expect-not: TIMED-OUT
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
p="d/prices.csv"
rows=list(csv.reader(open(p,newline="",encoding="utf-8")))
h,body=rows[0],rows[1:]
n=h.index("note")
out=[h]+body
import io
buf=io.StringIO(); w=csv.writer(buf,lineterminator="\n"); w.writerows(out)
k=0; size=len(buf.getvalue().encode())
while size<47_000_000:
    for r in body:
        r2=r[:]; r2[n]=(r[n]+f" copy {k}").strip(); k+=1
        s=io.StringIO(); csv.writer(s,lineterminator="\n").writerow(r2); line=s.getvalue()
        buf.write(line); size+=len(line.encode())
open(p,"w",newline="",encoding="utf-8").write(buf.getvalue())
PY
ls -la d/prices.csv | awk '{print $5}'
start=$(date +%s)
timeout 50 "$TR" validate d > o.txt 2>&1; rc=$?
tail -3 o.txt | cut -c1-300; echo "rc=$rc took $(( $(date +%s) - start )) s"
[ $rc -eq 124 ] && echo TIMED-OUT || echo CASE-DONE
