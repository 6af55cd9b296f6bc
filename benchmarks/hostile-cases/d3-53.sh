# what: measurements.csv: the first run's ttft_ms written 1e309 (overflows to infinity when parsed)
# expect-rc: 1
# expect: measurements.csv
# expect: ttft_ms
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/measurements.csv"; t=open(p,newline="").read()
old=",649.17,68.95,15.22,measured,"; assert old in t
open(p,"w",newline="").write(t.replace(old,",649.17,1e309,15.22,measured,",1))
PY
"$TR" validate d
