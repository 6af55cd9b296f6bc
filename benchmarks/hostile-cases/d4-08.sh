# what: measurements.csv: the first run's output_tokens_per_s written with a decimal comma ("649,17", quoted)
# expect-rc: 1
# expect: measurements.csv
# expect: output_tokens_per_s
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/measurements.csv"; t=open(p,newline="",encoding="utf-8").read()
old=',bf16,2.18.1,649.17,68.95,'; assert old in t, old
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,',bf16,2.18.1,"649,17",68.95,',1))
PY
"$TR" validate d
