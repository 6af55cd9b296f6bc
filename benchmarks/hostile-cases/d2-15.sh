# what: prices.csv: one trn2.48xlarge row's entity_id holding a zero-width space ("trn2.48\u200bxlarge"), a name that differs from a real one only by an invisible character
# expect-rc: 1
# expect: prices.csv
# expect: entity_id
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/prices.csv"; t=open(p,newline="",encoding="utf-8").read()
old="\ntrn2.48xlarge,aws,us-east-2,capacity_block,capacity_block,system,35.7608,2026-07-22,"
assert old in t
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,old.replace("trn2.48xlarge,","trn2.48\u200bxlarge,"),1))
PY
[ $? = 0 ] || exit 99
"$TR" validate d
