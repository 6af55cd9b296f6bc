# what: entities.csv: trainium2's kind written 'Chip' (capitalised: not a kind, its systems' chip_id then names no chip)
# expect-rc: 1
# expect: entities.csv
# expect: kind
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/entities.csv"; t=open(p,newline="",encoding="utf-8").read()
old='trainium2,AWS Trainium2,chip,AWS,'; assert old in t, old
t=t.replace(old,'trainium2,AWS Trainium2,Chip,AWS,',1)
open(p,"w",newline="",encoding="utf-8").write(t)
PY
"$TR" validate d
