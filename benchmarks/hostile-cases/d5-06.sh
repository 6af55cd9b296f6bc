# what: efficiency.csv: the decode step_overhead_ms row (0.5 ms) written 500 (microseconds entered as milliseconds: a 1000x slower decode step)
# expect-rc: 1
# expect: efficiency.csv
# expect: step_overhead_ms
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/efficiency.csv"; t=open(p,newline="",encoding="utf-8").read()
old='NVIDIA GPU,decode,step_overhead_ms,,0.5,ms,'; assert old in t, old
t=t.replace(old,'NVIDIA GPU,decode,step_overhead_ms,,500,ms,',1)
open(p,"w",newline="",encoding="utf-8").write(t)
PY
"$TR" validate d
