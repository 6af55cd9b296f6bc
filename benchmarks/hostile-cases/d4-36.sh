# what: specs.csv: trainium2 memory_capacity given in 'Gib' (GiB with a lower-case b: a unit datapackage.json does not list)
# expect-rc: 1
# expect: specs.csv
# expect: unit
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/specs.csv"; t=open(p,newline="",encoding="utf-8").read()
old='trainium2,memory_capacity,96,GiB,,,neuron'; assert old in t, old
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,'trainium2,memory_capacity,96,Gib,,,neuron',1))
PY
"$TR" validate d
