# what: checks.yaml: chip-memory-bandwidth's max given twice (30, then 3000 further down the same mapping: a YAML duplicate key that loosens the bound)
# expect-rc: 1
# expect: checks.yaml
# expect: max
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/checks.yaml"; t=open(p,newline="",encoding="utf-8").read()
old='  max: 30\n  why: from Inferentia'; assert old in t, old
t=t.replace(old,'  max: 30\n  max: 3000\n  why: from Inferentia',1)
open(p,"w",newline="",encoding="utf-8").write(t)
PY
"$TR" validate d
