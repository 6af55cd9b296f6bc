# what: entities.csv: trn2.48xlarge's chip_id written 'Trainium2' (the chip's id in another case: a dangling reference)
# expect-rc: 1
# expect: entities.csv
# expect: chip_id
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/entities.csv"; t=open(p,newline="",encoding="utf-8").read()
old='trn2.48xlarge,trn2.48xlarge,instance,AWS,Trainium,2,trainium2,16,'; assert old in t, old
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,'trn2.48xlarge,trn2.48xlarge,instance,AWS,Trainium,2,Trainium2,16,',1))
PY
"$TR" validate d
