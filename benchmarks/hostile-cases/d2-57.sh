# what: sources.csv: a source's title holding a quoted line break (a spreadsheet's Alt-Enter), then claims on that data: refused naming the file, line and field (the project keeps cells on one line)
# expect-rc: 1
# expect: sources.csv
# expect: title
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/sources.csv"; t=open(p,newline="",encoding="utf-8").read()
old=",AWS building exaflops-class supercomputer for AI with hundreds of thousands of homegrown Trainium2 processors,"
assert old in t
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,',"AWS building exaflops-class\nsupercomputer",',1))
PY
[ $? = 0 ] || exit 99
"$TR" claims --data-dir d
