# what: availability.csv: a trn2 us-east-2 row accessed 2024-01-01, before its own published date 2025-11-30
# expect-rc: 1
# expect: availability.csv
# expect: accessed
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/availability.csv"; t=open(p,newline="").read()
old="trn2,aws,us-east-2,2025-11-30,2026-10-31,"; assert old in t
open(p,"w",newline="").write(t.replace(old,"trn2,aws,us-east-2,2025-11-30,2024-01-01,",1))
PY
"$TR" validate d
