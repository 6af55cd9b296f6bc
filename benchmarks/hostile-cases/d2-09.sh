# what: prices.csv: a new row for trn2.48xlarge citing source_id 'vantage-trn2-nosuch' that sources.csv lacks (dangling foreign key)
# expect-rc: 1
# expect: prices.csv
# expect: vantage-trn2-nosuch
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/prices.csv"; t=open(p,newline="").read()
nl="\r\n" if "\r\n" in t else "\n"
if not t.endswith(nl): t+=nl
t+="trn2.48xlarge,aws,eu-west-1,on_demand,hyperscaler_list,system,50.1,2026-08-26,vantage-trn2-nosuch,new row,"+nl   # 11 cells: min_chips (empty) joined prices.csv after the case was written
open(p,"w",newline="").write(t)
PY
"$TR" validate d
