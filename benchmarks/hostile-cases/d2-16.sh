# what: claims.csv: the 4.4x rack claim's claimed value written as NaN
# expect-rc: 1
# expect: claims.csv
# expect: claimed
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/claims.csv"; t=open(p,newline="",encoding="utf-8").read()
old=",compute,trn3-ultraserver-gen2,trn2-ultraserver,4.4,,ratio,"
assert old in t
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,old.replace(",4.4,",",NaN,"),1))
PY
"$TR" claims --data-dir d
