# what: measurements.csv: the first run's phase written 'Decode' (capitalised)
# expect-rc: 1
# expect: measurements.csv
# expect: phase
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/measurements.csv"; t=open(p,newline="",encoding="utf-8").read()
old='inf2-throughput-l2,inf2.48xlarge,1,decode,'; assert old in t, old
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,'inf2-throughput-l2,inf2.48xlarge,1,Decode,',1))
PY
"$TR" validate d
