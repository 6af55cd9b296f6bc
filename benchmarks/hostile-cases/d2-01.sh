# what: specs.csv: trainium2 memory_bandwidth written with a thousands separator ("2,900" GB/s, quoted)
# expect-rc: 1
# expect: specs.csv
# expect: value
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/specs.csv"; t=open(p,newline="").read()
old="trainium2,memory_bandwidth,2.9,TB/s,,,neuron-trainium2-7c165a3,"
assert old in t
open(p,"w",newline="").write(t.replace(old,'trainium2,memory_bandwidth,"2,900",GB/s,,,neuron-trainium2-7c165a3,',1))
PY
"$TR" validate d
