# what: prices.csv: p5.48xlarge us-east-1 on-demand given per month (55.04 x 730 = 40179.2 USD "per hour"): estimate on that data must refuse
# expect-rc: 1
# expect: prices.csv
# expect: usd_per_hour
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/prices.csv"; t=open(p,newline="").read()
old="p5.48xlarge,aws,us-east-1,on_demand,hyperscaler_list,system,55.04,2026-08-26,"
assert old in t
open(p,"w",newline="").write(t.replace(old,old.replace(",55.04,",",40179.2,"),1))
PY
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" - <<'PY'
t=open("s.yaml").read(); t=t.replace("data_dir: null","data_dir: d",1); open("s.yaml","w").write(t)
PY
"$TR" estimate s.yaml
