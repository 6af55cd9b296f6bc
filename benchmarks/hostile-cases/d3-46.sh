# what: scenario -y with price_overrides quoting trn2.48xlarge at 24 and data_dir a copy whose datapackage.json drops prices' foreign key to entities, and prices.csv gains a row for 'trn2.48xlarg' (typo)
# expect-rc: 1
# expect: datapackage.json
# expect: foreignKeys
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
import json
p="d/datapackage.json"; d=json.load(open(p))
r=[r for r in d["resources"] if r["name"]=="prices"][0]; r["schema"].pop("foreignKeys",None)
json.dump(d,open(p,"w"),indent=2)
p="d/prices.csv"; t=open(p,newline="").read()
if not t.endswith("\n"): t+="\n"
t+="trn2.48xlarg,aws,us-east-1,on_demand,hyperscaler_list,system,4.0,2026-08-26,vantage-trn2-2f6d954,typo,\n"   # + min_chips (empty): prices.csv's 11th cell since after the case was written
open(p,"w",newline="").write(t)
PY
printf "candidates: [trn2, p5]\n" > s.yaml
"$TR" estimate -y "{data_dir: d, price_overrides: {trn2.48xlarge: 24}}" s.yaml
