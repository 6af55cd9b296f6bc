# what: entities.csv: trn2.48xlarge's available_from written as an ISO timestamp ("2024-12-03T00:00:00Z")
# expect-rc: 1
# expect: entities.csv
# expect: available_from
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/entities.csv"; t=open(p,newline="",encoding="utf-8").read()
old=",trainium2,16,trn2,2024-12-03,"
assert old in t
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,",trainium2,16,trn2,2024-12-03T00:00:00Z,",1))
PY
[ $? = 0 ] || exit 99
"$TR" validate d
