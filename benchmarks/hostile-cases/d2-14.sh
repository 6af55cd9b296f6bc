# what: entities.csv: trn2.48xlarge's display name made 61 characters long (schema maxLength 60)
# expect-rc: 1
# expect: entities.csv
# expect: name
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/entities.csv"; t=open(p,newline="",encoding="utf-8").read()
old="trn2.48xlarge,trn2.48xlarge,instance,"
assert old in t
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,"trn2.48xlarge,"+"T"*61+",instance,",1))
PY
"$TR" validate d
