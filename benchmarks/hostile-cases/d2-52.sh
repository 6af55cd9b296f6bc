# what: measurements.csv: the first run's as_of written 2026-08-32 (day 32)
# expect-rc: 1
# expect: measurements.csv
# expect: as_of
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/measurements.csv"; t=open(p,newline="",encoding="utf-8").read()
old="neuron-inf2-throughput-decoder-81ce03a,2026-08-21,\"Llama 3 8B has the Llama 3.1 8B shape (same layers, heads, vocabulary); Batch run, Transformers NeuronX, line 2 of the table\""
assert old in t
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,old.replace("2026-08-21","2026-08-32"),1))
PY
"$TR" validate d
