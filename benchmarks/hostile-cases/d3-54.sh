# what: specs --data-dir on a copy whose entities.csv and specs.csv are saved with a UTF-8 BOM and CRLF line endings: a correct result (trn2.48xlarge's 16 chips)
# expect-rc: 0
# expect: trn2.48xlarge
# expect: memory_capacity
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
for f in ("entities","specs"):
    p=f"d/{f}.csv"; b=open(p,"rb").read()
    b=b.replace(b"\r\n",b"\n")
    open(p,"wb").write(b"\xef\xbb\xbf"+b.replace(b"\n",b"\r\n"))
PY
"$TR" specs trn2.48xlarge memory_capacity --data-dir d
