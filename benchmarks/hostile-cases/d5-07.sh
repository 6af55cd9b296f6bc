# what: availability.csv: the first row's published date (2026-12-01) after its accessed date (2026-10-31): read a month before it was published
# expect-rc: 1
# expect: availability.csv
# expect: published
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/availability.csv"; t=open(p,newline="",encoding="utf-8").read()
old='inf1,aws,af-south-1,2026-08-26,2026-10-31,'; assert old in t, old
t=t.replace(old,'inf1,aws,af-south-1,2026-12-01,2026-10-31,',1)
open(p,"w",newline="",encoding="utf-8").write(t)
PY
"$TR" validate d
