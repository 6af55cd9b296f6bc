# what: prices.csv: the trn2.48xlarge Capacity Block price of 2026-07-22 (35.7608 for the system) marked per chip instead of per system: a 16x price rise against the same offer's history
# expect-rc: 1
# expect: prices.csv
# expect: line 155
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/prices.csv"; t=open(p,newline="",encoding="utf-8").read()
old="trn2.48xlarge,aws,us-east-2,capacity_block,capacity_block,system,35.7608,2026-07-22,"
assert old in t
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,old.replace(",system,",",chip,"),1))
PY
[ $? = 0 ] || exit 99
"$TR" validate d
