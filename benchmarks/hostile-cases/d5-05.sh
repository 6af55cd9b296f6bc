# what: prices.csv: the p5.48xlarge us-east-1 on-demand price of 2026-08-26 written with a currency sign ("$55.04")
# expect-rc: 1
# expect: prices.csv
# expect: usd_per_hour
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/prices.csv"; t=open(p,newline="",encoding="utf-8").read()
old='p5.48xlarge,aws,us-east-1,on_demand,hyperscaler_list,system,55.04,2026-08-26,'; assert old in t, old
t=t.replace(old,'p5.48xlarge,aws,us-east-1,on_demand,hyperscaler_list,system,$55.04,2026-08-26,',1)
open(p,"w",newline="",encoding="utf-8").write(t)
PY
"$TR" validate d
