# what: entities.csv: h200-sxm's fit_from written 'H100-SXM' (the lender's id in upper case: a dangling reference)
# expect-rc: 1
# expect: entities.csv
# expect: fit_from
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/entities.csv"; t=open(p,newline="",encoding="utf-8").read()
old=',,,,,lzwjava-h200,,h100-sxm,Hopper'; assert old in t, old
t=t.replace(old,',,,,,lzwjava-h200,,H100-SXM,Hopper',1)
open(p,"w",newline="",encoding="utf-8").write(t)
PY
"$TR" validate d
