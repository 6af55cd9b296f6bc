# what: prices.csv: p5.48xlarge us-east-1 on-demand price written as -0 (negative zero USD/h)
# expect-rc: 1
# expect: prices.csv
# expect: usd_per_hour
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/prices.csv"; t=open(p,newline="").read()
old="p5.48xlarge,aws,us-east-1,on_demand,hyperscaler_list,system,55.04,2026-08-26,"
assert old in t
open(p,"w",newline="").write(t.replace(old,old.replace(",55.04,",",-0,"),1))
PY
"$TR" validate d
