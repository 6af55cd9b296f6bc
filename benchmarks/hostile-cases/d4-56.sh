# what: prices.csv: the inf1.xlarge us-east-1 reserved row relabelled pricing_model spot while its offer_kind stays hyperscaler_commitment (a contradicting pair)
# expect-rc: 1
# expect: prices.csv
# expect: offer_kind
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/prices.csv"; t=open(p,newline="",encoding="utf-8").read()
old='inf1.xlarge,aws,us-east-1,reserved,hyperscaler_commitment,'; assert old in t, old
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,'inf1.xlarge,aws,us-east-1,spot,hyperscaler_commitment,',1))
PY
"$TR" validate d
