# what: specs.csv: trainium2's memory_type label value (line 88, HBM3) written '@SUM(1+1)*cmd|'" /C calc"'!A0' and line 100's note starting '-2+3+cmd|x'; specs trainium2 --all --csv must export them neutralised (or validate-refuse naming specs.csv)
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
rep d/specs.csv "trainium2,memory_type,HBM3,label,,,tomshardware-trn2-exaflops" "trainium2,memory_type,\"@SUM(1+1)*cmd|' /C calc'!A0\",label,,,tomshardware-trn2-exaflops"
rep d/specs.csv "awesomeagents-trainium2,,2026-10-31,conflicts with AWS (HBM3)" "awesomeagents-trainium2,,2026-10-31,-2+3+cmd|x"
timeout 55 "$TR" specs trainium2 --all --data-dir d --csv out.csv > o.txt 2>&1; rc=$?
tail -3 o.txt
if [ $rc -eq 0 ]; then live out.csv; grep -c . out.csv; echo CASE-OK
elif grep -q specs.csv o.txt; then echo CASE-OK; fi
