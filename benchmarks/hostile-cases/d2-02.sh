# what: specs.csv: trainium2 memory_capacity written in hex (0x60 GiB)
# expect-rc: 1
# expect: specs.csv
# expect: value
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/specs.csv"; t=open(p,newline="").read()
old="trainium2,memory_capacity,96,GiB,,,neuron-trainium2-7c165a3,"
assert old in t
open(p,"w",newline="").write(t.replace(old,old.replace(",96,",",0x60,"),1))
PY
"$TR" validate d
