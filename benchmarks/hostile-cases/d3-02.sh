# what: specs.csv: trainium2 memory_bandwidth written in full-width digits "２.９" (float() accepts Unicode digits)
# expect-rc: 1
# expect: specs.csv
# expect: value
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/specs.csv"; t=open(p,newline="",encoding="utf-8").read()
old="trainium2,memory_bandwidth,2.9,TB/s,"; assert old in t
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,"trainium2,memory_bandwidth,\uff12.\uff19,TB/s,",1))
PY
"$TR" validate d
