# what: datapackage.json: prices' pricing_model enum gains 'lifetime' (a pricing model the code has no price range or basis for) and prices.csv a trn2.48xlarge 'lifetime' row at 1.0 USD/h
# expect-rc: 1
# expect: pricing_model
# expect: lifetime
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/datapackage.json"; t=open(p,newline="",encoding="utf-8").read()
old='"spot",\n                "quote"\n'; assert old in t, old
t=t.replace(old,'"spot",\n                "quote",\n                "lifetime"\n',1)
open(p,"w",newline="",encoding="utf-8").write(t)
PY
"$PY" - <<'PY'
open("d/prices.csv","a",newline="",encoding="utf-8").write('trn2.48xlarge,aws,us-east-1,lifetime,hyperscaler_list,system,1.0,2026-08-26,vantage-trn2-2f6d954,a lifetime deal\n')
PY
"$TR" validate d
