# what: specs --data-dir on a copy whose specs.csv gives the trainium2 memory_bandwidth row the unit "TB/s " (a trailing space): a correct result reads it as 2.9 TB/s
# expect-rc: 0
# expect: 2.9
# expect: TB/s
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/specs.csv"; t=open(p,newline="").read()
old="trainium2,memory_bandwidth,2.9,TB/s,"; assert old in t
open(p,"w",newline="").write(t.replace(old,"trainium2,memory_bandwidth,2.9,TB/s ,",1))
PY
"$TR" specs trainium2 memory_bandwidth --data-dir d
