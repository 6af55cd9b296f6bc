# what: availability.csv: a trn2 row's region written with Unicode hyphens (us\u2010east\u20102): looks like us-east-2, is not
# expect-rc: 1
# expect: availability.csv
# expect: region
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/availability.csv"; t=open(p,newline="",encoding="utf-8").read()
old='trn2,aws,us-east-2,2025-11-30,'; assert old in t, old
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,'trn2,aws,us‐east‐2,2025-11-30,',1))
PY
"$TR" validate d
