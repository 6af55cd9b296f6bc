# what: measurements.csv: the first run's tpot_ms made negative (-15.22 ms)
# expect-rc: 1
# expect: measurements.csv
# expect: tpot_ms
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/measurements.csv"; t=open(p,newline="",encoding="utf-8").read()
old="inf2-throughput-l2,inf2.48xlarge,1,decode,Llama-3-8B,llama-3.1-8b,24,,,8,,8192,128,8064,int8,bf16,2.18.1,649.17,68.95,15.22,"
assert old in t
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,old.replace(",15.22,",",-15.22,"),1))
PY
"$TR" validate d
