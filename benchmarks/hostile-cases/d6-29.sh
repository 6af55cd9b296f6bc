# what: entities.csv: a NUL byte inside trn2.48xlarge's quoted note (line 31; the file keeps its CRLF line ends) (a damaged save), then specs trn2.48xlarge on that data
# expect-rc: 1
# expect: entities.csv
# expect: NUL
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
p="d/entities.csv"; b=open(p,"rb").read()
i=b.index(b"\ntrn2.48xlarge,")
j=b.index(b"12/03/2024\"",i+1)+len(b"12/03/2024")   # inside the quoted note (the file has CRLF line ends)
b=b[:j]+b" x\x00y"+b[j:]
open(p,"wb").write(b)
PY
"$TR" specs trn2.48xlarge --data-dir d
