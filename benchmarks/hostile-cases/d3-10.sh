# what: entities.csv: trn2.48xlarge's kind written 'Instance' (capitalised), a kind the schema does not list
# expect-rc: 1
# expect: entities.csv
# expect: kind
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/entities.csv"; t=open(p,newline="").read()
old="trn2.48xlarge,trn2.48xlarge,instance,"; assert old in t
open(p,"w",newline="").write(t.replace(old,"trn2.48xlarge,trn2.48xlarge,Instance,",1))
PY
"$TR" validate d
