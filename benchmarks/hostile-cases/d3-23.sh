# what: prices.csv: the trn2.48xlarge Capacity Block price of 2026-07-22 written with a currency sign ("$35.7608"); then estimate on that data
# expect-rc: 1
# expect: prices.csv
# expect: usd_per_hour
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/prices.csv"; t=open(p,newline="").read()
old="trn2.48xlarge,aws,us-east-2,capacity_block,capacity_block,system,35.7608,2026-07-22,"; assert old in t
open(p,"w",newline="").write(t.replace(old,old.replace(",35.7608,",",$35.7608,"),1))
PY
printf 'data_dir: d\n' > s.yaml
"$TR" estimate s.yaml
