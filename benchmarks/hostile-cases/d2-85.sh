# what: entities.csv: trn2.48xlarge's chips written -16 (a negative chip count)
# expect-rc: 1
# expect: entities.csv
# expect: chips
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/entities.csv"; t=open(p,newline="",encoding="utf-8").read()
old=",trainium2,16,trn2,2024-12-03,"
assert old in t
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,",trainium2,-16,trn2,2024-12-03,",1))
PY
[ $? = 0 ] || exit 99
"$TR" specs --data-dir d trn2.48xlarge
