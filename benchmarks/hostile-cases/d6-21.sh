# what: claims.csv: a statement claim (trainium-access-sagemaker-hyperpod) given unit '=HYPERLINK("http://evil.example","TB")' and metric '+cmd|x' (two free-text columns claims --csv exports): neutralised in the export, or refused naming claims.csv
# expect: CASE-OK
# expect-not: FORMULA-FOUND
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
live() { "$PY" - "$1" <<'PY'
import csv, sys
bad = []
for i, row in enumerate(csv.reader(open(sys.argv[1], newline="", encoding="utf-8-sig"))):
    for c in row:
        if c[:1] in ("=", "+", "-", "@", "\t", "\r"):
            try: float(c); continue
            except ValueError: bad.append((i + 1, c[:40]))
print("FORMULA-FOUND", bad[:3]) if bad else print("NO-LIVE-FORMULA")
PY
}
"$PY" - <<'PY'
import csv,io
p="d/claims.csv"
rows=list(csv.reader(open(p,newline="",encoding="utf-8")))
h=rows[0]
r=[x for x in rows if x[0]=="trainium-access-sagemaker-hyperpod"][0]
r[h.index("unit")]='=HYPERLINK("http://evil.example","TB")'
r[h.index("metric")]="+cmd|x"
csv.writer(open(p,"w",newline="",encoding="utf-8"),lineterminator="\n").writerows(rows)
PY
timeout 55 "$TR" claims --data-dir d --csv c.csv > o.txt 2>&1; rc=$?
tail -3 o.txt
if [ $rc -eq 0 ]; then live c.csv; echo CASE-OK
elif grep -q claims.csv o.txt; then echo CASE-OK; fi
