# what: prices.csv: p5.48xlarge on-demand as_of written 2026-13-26 (month 13), then specs on it
# expect-rc: 1
# expect: prices.csv
# expect: as_of
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/prices.csv"; t=open(p,newline="").read()
old="p5.48xlarge,aws,us-east-1,on_demand,hyperscaler_list,system,55.04,2026-08-26,"
assert old in t
open(p,"w",newline="").write(t.replace(old,old.replace("2026-08-26","2026-13-26"),1))
PY
"$TR" specs --data-dir d p5.48xlarge
