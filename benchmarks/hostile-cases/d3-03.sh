# what: claims.csv: the 70% lower-cost claim written as 170 percent ("up to 170% lower cost": a cost below zero)
# expect-rc: 1
# expect: claims.csv
# expect: 170
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/claims.csv"; t=open(p,newline="").read()
old="up to 70% lower cost per inference,cost_per_inference,inferentia,,70,,percent"; assert old in t
open(p,"w",newline="").write(t.replace(old,"up to 170% lower cost per inference,cost_per_inference,inferentia,,170,,percent",1))
PY
"$TR" validate d
