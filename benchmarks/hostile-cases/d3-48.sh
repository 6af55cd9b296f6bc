# what: efficiency.csv: one NVIDIA decode row's platform written 'nvidia gpu' (differs only by case: a second platform with one value)
# expect-rc: 1
# expect: efficiency.csv
# expect: platform
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/efficiency.csv"; t=open(p,newline="").read()
old="NVIDIA GPU,decode,bandwidth_efficiency,,0.87,fraction,"; assert old in t
open(p,"w",newline="").write(t.replace(old,"nvidia gpu,decode,bandwidth_efficiency,,0.87,fraction,",1))
PY
"$TR" validate d
