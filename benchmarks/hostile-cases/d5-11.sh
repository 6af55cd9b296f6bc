# what: checks.yaml: chip-power's severity key misspelt 'severty' (an unknown key: the check's severity silently defaults, or nothing is checked)
# expect-rc: 1
# expect: checks.yaml
# expect: severty
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/checks.yaml"; t=open(p,newline="",encoding="utf-8").read()
old='- id: chip-power\n  severity: error\n'; assert old in t, old
t=t.replace(old,'- id: chip-power\n  severty: error\n',1)
open(p,"w",newline="",encoding="utf-8").write(t)
PY
"$TR" validate d
