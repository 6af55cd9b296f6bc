# what: sources.csv: tomshardware-trn2-exaflops accessed 2099-01-01 (a date in the far future)
# expect-rc: 1
# expect: sources.csv
# expect: accessed
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/sources.csv"; t=open(p,newline="",encoding="utf-8").read()
old="mirror copy,2024-12,2026-10-31,inferred,press"
assert old in t
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,old.replace("2026-10-31","2099-01-01"),1))
PY
"$TR" validate d
