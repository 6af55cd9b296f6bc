# what: prices.csv: one trn2.48xlarge row's entity_id ends in a no-break space ("trn2.48xlarge\u00a0"): a correct result reads it as trn2.48xlarge (specs lists its 4 prices), or an error naming prices.csv
# expect-rc: 0
# expect: prices (4)
# expect: 35.7608 2026-07-22
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/prices.csv"; t=open(p,newline="",encoding="utf-8").read()
old="\ntrn2.48xlarge,aws,us-east-2,capacity_block,capacity_block,system,35.7608,2026-07-22,"
assert old in t
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,old.replace("trn2.48xlarge,","trn2.48xlarge\u00a0,"),1))
PY
[ $? = 0 ] || exit 99
"$TR" validate d || exit $?
"$TR" specs --data-dir d trn2.48xlarge --all | sed 's/  */ /g'
