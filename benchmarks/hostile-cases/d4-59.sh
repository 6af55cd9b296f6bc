# what: specs.csv: trainium2's neuron_cores row given precision bf16 and sparsity dense (qualifiers only compute takes)
# expect-rc: 1
# expect: specs.csv
# expect: precision
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/specs.csv"; t=open(p,newline="",encoding="utf-8").read()
old='trainium2,neuron_cores,8,cores,,,'; assert old in t, old
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,'trainium2,neuron_cores,8,cores,bf16,dense,',1))
PY
"$TR" validate d
