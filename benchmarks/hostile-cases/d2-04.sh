# what: specs.csv: trainium2 memory_capacity written with a superscript ("96²" GiB, a pasted footnote mark)
# expect-rc: 1
# expect: specs.csv
# expect: value
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/specs.csv"; t=open(p,newline="",encoding="utf-8").read()
old="trainium2,memory_capacity,96,GiB,,,neuron-trainium2-7c165a3,"
assert old in t
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,old.replace(",96,",",96\u00b2,"),1))
PY
"$TR" validate d
