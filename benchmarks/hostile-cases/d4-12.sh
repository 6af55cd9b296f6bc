# what: scorecard.csv: Trainium's performance row with max_score 0 (a score of 4 on a 0-point scale: divides by zero)
# expect-rc: 1
# expect: scorecard.csv
# expect: max_score
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/scorecard.csv"; t=open(p,newline="",encoding="utf-8").read()
old='Trainium,performance,4,5,'; assert old in t, old
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,'Trainium,performance,4,0,',1))
PY
"$TR" validate d
