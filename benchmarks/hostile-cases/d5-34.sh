# what: entities.csv: trainium3's generation written 1 (numbered before trainium2, though it came out a year later, 2025-12-02 vs 2024-12-03)
# expect-rc: 1
# expect: entities.csv
# expect: generation
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/entities.csv"; t=open(p,newline="",encoding="utf-8").read()
old='trainium3,AWS Trainium3,chip,AWS,Trainium,3,'; assert old in t, old
t=t.replace(old,'trainium3,AWS Trainium3,chip,AWS,Trainium,1,',1)
open(p,"w",newline="",encoding="utf-8").write(t)
PY
"$TR" validate d
