# what: specs.csv: trainium2 memory_bandwidth 1e309 TB/s (overflows to infinity when parsed)
# expect-rc: 1
# expect: specs.csv
# expect: line 65
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/specs.csv"; t=open(p,newline="").read()
old="trainium2,memory_bandwidth,2.9,TB/s,,,neuron-trainium2-7c165a3,"
assert old in t
open(p,"w",newline="").write(t.replace(old,old.replace(",2.9,",",1e309,"),1))
PY
"$TR" validate d
