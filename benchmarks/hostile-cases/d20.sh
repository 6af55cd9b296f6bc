# what: a source publisher that is a spreadsheet formula (=HYPERLINK) and a spec note starting with @SUM(...)cmd|, exported by specs --all --csv; the CSV cells must be neutralised
# expect-rc: 0
# expect-not: ,"=HYPERLINK
# expect-not: ,=HYPERLINK
# expect-not: ,@SUM
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
rep d/sources.csv ',Glenn K. Lockwood,' ',"=HYPERLINK(""http://evil.example/x"",""click"")",'
rep d/specs.csv ',NKI guide rounds to 3TB/s' ',@SUM(1+1)*cmd|'"'"' /C calc'"'"'!A0'
"$TR" specs trainium2 memory_bandwidth --all --data-dir d --csv out.csv >/dev/null || exit $?
cat out.csv
