# what: scorecard.csv: Trainium's performance score -2 on its 1-5 scale (below the scale)
# expect-rc: 1
# expect: scorecard.csv
# expect: score
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/scorecard.csv"; t=open(p,newline="").read()
old="Trainium,performance,4,5,"; assert old in t
open(p,"w",newline="").write(t.replace(old,"Trainium,performance,-2,5,",1))
PY
"$TR" validate d
