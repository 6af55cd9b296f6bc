# what: entities.csv: trainium2's generation written as the word 'two'
# expect-rc: 1
# expect: entities.csv
# expect: generation
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/entities.csv"; t=open(p,newline="",encoding="utf-8").read()
old='trainium2,AWS Trainium2,chip,AWS,Trainium,2,'; assert old in t, old
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,'trainium2,AWS Trainium2,chip,AWS,Trainium,two,',1))
PY
"$TR" validate d
