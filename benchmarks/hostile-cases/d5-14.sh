# what: scorecard.csv: the Trainium scale_up row's axis written 'scale-up' (a hyphen: an axis no weight names, Trainium then lacks scale_up)
# expect-rc: 1
# expect: scorecard.csv
# expect: axis
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/scorecard.csv"; t=open(p,newline="",encoding="utf-8").read()
old='Trainium,scale_up,'; assert old in t, old
t=t.replace(old,'Trainium,scale-up,',1)
open(p,"w",newline="",encoding="utf-8").write(t)
PY
"$TR" validate d
