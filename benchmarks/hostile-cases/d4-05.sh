# what: entities.csv: trainium2's family written 'trainium' (lower case: a family apart from its systems' 'Trainium')
# expect-rc: 1
# expect: entities.csv
# expect: family
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/entities.csv"; t=open(p,newline="",encoding="utf-8").read()
old='trainium2,AWS Trainium2,chip,AWS,Trainium,2,'; assert old in t, old
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,'trainium2,AWS Trainium2,chip,AWS,trainium,2,',1))
PY
"$TR" validate d
