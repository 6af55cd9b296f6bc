# what: entities.csv: trn2.48xlarge's chip_id changed to inferentia2 (a Trn2 instance made of Inferentia2 chips; its specs totals are 16 Trainium2s' worth)
# expect-rc: 1
# expect: entities.csv
# expect: chip_id
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/entities.csv"; t=open(p,newline="",encoding="utf-8").read()
old="trn2.48xlarge,trn2.48xlarge,instance,AWS,Trainium,2,trainium2,16,trn2,"
assert old in t
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,old.replace(",trainium2,16,",",inferentia2,16,"),1))
PY
[ $? = 0 ] || exit 99
"$TR" validate d
