# what: measurements.csv: the first run's row repeated at the end with tpot_ms 1.52 (duplicate run_id, conflicting value)
# expect-rc: 1
# expect: measurements.csv
# expect: run_id
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/measurements.csv"; t=open(p,newline="").read()
line=[l for l in t.splitlines(True) if l.startswith("inf2-throughput-l2,")][0]
assert ",15.22,measured," in line
if not t.endswith("\n"): t+="\n"
open(p,"w",newline="").write(t+line.replace(",15.22,measured,",",1.52,measured,",1))
PY
"$TR" validate d
