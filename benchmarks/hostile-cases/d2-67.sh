# what: specs.csv with mixed line endings (every other line CRLF, the rest LF, as after a partial edit on Windows): a correct result, the same values
# expect-rc: 0
# expect: OK
# expect: 535 spec values
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/specs.csv"; b=open(p,"rb").read()
assert b"\r\n" not in b
ls=b.split(b"\n")
out=b"".join((l+(b"\r\n" if i%2 else b"\n")) for i,l in enumerate(ls[:-1]))+ls[-1]
open(p,"wb").write(out)
PY
[ $? = 0 ] || exit 99
"$TR" validate d
