# what: efficiency.csv: an NVIDIA decode bandwidth_efficiency row written 90 (a percentage) with unit fraction
# expect-rc: 1
# expect: efficiency.csv
# expect: line 6
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/efficiency.csv"; t=open(p,newline="",encoding="utf-8").read()
old="NVIDIA GPU,decode,bandwidth_efficiency,,0.90,fraction,kipply-inference-arithmetic,"
assert old in t
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,old.replace(",0.90,",",90,"),1))
PY
"$TR" validate d
