# what: scorecard.csv: Trainium's software score 6 with max_score 5 (above its own scale)
# expect-rc: 1
# expect: scorecard.csv
# expect: score
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/scorecard.csv"; t=open(p,newline="",encoding="utf-8").read()
old="Trainium,software,3,5,"
assert old in t
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,"Trainium,software,6,5,",1))
PY
"$TR" validate d
