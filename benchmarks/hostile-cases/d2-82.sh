# what: claims.csv: the 4.4x rack claim published 2027-03-01, after it was accessed (2026-10-31)
# expect-rc: 1
# expect: claims.csv
# expect: published
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/claims.csv"; t=open(p,newline="",encoding="utf-8").read()
old=",compute,trn3-ultraserver-gen2,trn2-ultraserver,4.4,,ratio,up to,system,,,,,2026-10-31,"
assert old in t
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,",compute,trn3-ultraserver-gen2,trn2-ultraserver,4.4,,ratio,up to,system,,,,2027-03-01,2026-10-31,",1))
PY
[ $? = 0 ] || exit 99
"$TR" validate d
