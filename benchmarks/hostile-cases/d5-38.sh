# what: efficiency.csv: the decode step_overhead_ms row written 2 (ms: a plausible per-step overhead, the README's 'fitted few ms per decode step'): a correct result, not refused by a check whose bounds are fractions
# expect-rc: 0
# expect: OK
# expect: plausibility checks passed
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/efficiency.csv"; t=open(p,newline="",encoding="utf-8").read()
old='NVIDIA GPU,decode,step_overhead_ms,,0.5,ms,'; assert old in t, old
t=t.replace(old,'NVIDIA GPU,decode,step_overhead_ms,,2,ms,',1)
open(p,"w",newline="",encoding="utf-8").write(t)
PY
"$TR" validate d
