# what: availability.csv: a trn2 row whose region is written 'US-East-2' (upper case: the same region spelt differently, so a second key for one region)
# expect-rc: 1
# expect: availability.csv
# expect: region
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/availability.csv"; t=open(p,newline="",encoding="utf-8").read()
old="trn2,aws,us-east-2,2025-11-30,"
assert old in t
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,"trn2,aws,US-East-2,2025-11-30,",1))
PY
"$TR" validate d
