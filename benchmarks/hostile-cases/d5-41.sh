# what: models.csv: qwen3-30b-a3b's params_active_card slipped 10x (3e9 to 3e10: as many active parameters as its 30B total)
# expect-rc: 1
# expect: models.csv
# expect: params_active_card
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/models.csv"; t=open(p,newline="",encoding="utf-8").read()
old=',30000000000,3000000000,'; assert old in t, old
t=t.replace(old,',30000000000,30000000000,',1)
open(p,"w",newline="",encoding="utf-8").write(t)
PY
"$TR" validate d
