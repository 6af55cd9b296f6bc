# what: efficiency.csv: an NVIDIA decode bandwidth_efficiency value written "inf"
# expect-rc: 1
# expect: efficiency.csv
# expect: value
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/efficiency.csv"; t=open(p,newline="").read()
old="NVIDIA GPU,decode,bandwidth_efficiency,,0.90,fraction,"; assert old in t
open(p,"w",newline="").write(t.replace(old,"NVIDIA GPU,decode,bandwidth_efficiency,,inf,fraction,",1))
PY
"$TR" validate d
