# what: sources.csv re-encoded as Latin-1 (Windows "ANSI" save) where a title holds an accented letter (0xE9) on one line
# expect-rc: 1
# expect: sources.csv
# expect: line
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/sources.csv"; t=open(p,newline="",encoding="utf-8").read()
old="Tom's Hardware (CloudFront mirror)"
assert old in t
t=t.replace(old,"Tom's Hardware (mirror caf\u00e9)",1)
b=t.encode("utf-8"); i=t.index("caf\u00e9")
b=t.encode("utf-8").replace("caf\u00e9".encode(),b"caf\xe9",1)
open(p,"wb").write(b)
PY
"$TR" validate d
