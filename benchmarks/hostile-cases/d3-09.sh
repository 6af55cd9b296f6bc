# what: entities.csv: trn2.48xlarge's chip_id set to trn1.32xlarge (a system named as the chip a system is built from)
# expect-rc: 1
# expect: entities.csv
# expect: chip_id
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/entities.csv"; t=open(p,newline="").read()
old="trn2.48xlarge,trn2.48xlarge,instance,AWS,Trainium,2,trainium2,16,"; assert old in t
open(p,"w",newline="").write(t.replace(old,"trn2.48xlarge,trn2.48xlarge,instance,AWS,Trainium,2,trn1.32xlarge,16,",1))
PY
"$TR" validate d
