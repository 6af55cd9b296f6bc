# what: prices.csv: the trn2.48xlarge Capacity Block row of 2026-07-22 dated in US format "07/22/2026"
# expect-rc: 1
# expect: prices.csv
# expect: as_of
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/prices.csv"; t=open(p,newline="").read()
old="trn2.48xlarge,aws,us-east-2,capacity_block,capacity_block,system,35.7608,2026-07-22,"; assert old in t
open(p,"w",newline="").write(t.replace(old,old.replace("2026-07-22","07/22/2026"),1))
PY
"$TR" validate d
