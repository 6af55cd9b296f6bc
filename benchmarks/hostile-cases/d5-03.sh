# what: measurements.csv: the first run's batch written in an Arabic-Indic digit (\u0668, which int() silently reads as 8)
# expect-rc: 1
# expect: measurements.csv
# expect: batch
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/measurements.csv"; t=open(p,newline="",encoding="utf-8").read()
old='inf2-throughput-l2,inf2.48xlarge,1,decode,Llama-3-8B,llama-3.1-8b,24,,,8,,8192,'; assert old in t, old
t=t.replace(old,'inf2-throughput-l2,inf2.48xlarge,1,decode,Llama-3-8B,llama-3.1-8b,24,,,٨,,8192,',1)
open(p,"w",newline="",encoding="utf-8").write(t)
PY
"$TR" validate d
