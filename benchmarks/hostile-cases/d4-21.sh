# what: measurements.csv: the first run's dp written 0 (a run on zero replicas)
# expect-rc: 1
# expect: measurements.csv
# expect: dp
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/measurements.csv"; t=open(p,newline="",encoding="utf-8").read()
old='inf2-throughput-l2,inf2.48xlarge,1,decode,Llama-3-8B,llama-3.1-8b,24,,,'; assert old in t, old
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,'inf2-throughput-l2,inf2.48xlarge,1,decode,Llama-3-8B,llama-3.1-8b,24,,0,',1))
PY
"$TR" validate d
