# what: prices.csv: the p5.48xlarge us-east-1 on-demand row (2026-08-26) repeated with a different price (98.32): a duplicate primary key with conflicting values
# expect-rc: 1
# expect: prices.csv
# expect: p5.48xlarge
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/prices.csv"; t=open(p,newline="").read()
old="p5.48xlarge,aws,us-east-1,on_demand,hyperscaler_list,system,55.04,2026-08-26,vantage-p5-299375b,Linux on-demand (Vantage data)"
assert old in t
nl="\r\n" if "\r\n" in t else "\n"
if not t.endswith(nl): t+=nl
t+=old.replace("55.04","98.32")+","+nl   # + min_chips (empty): prices.csv's 11th cell since after the case was written
open(p,"w",newline="").write(t)
PY
"$TR" validate d
