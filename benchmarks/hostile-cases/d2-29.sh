# what: checks.yaml: a check of kind 'rnage' (misspelt kind, so nothing is checked)
# expect-rc: 1
# expect: checks.yaml
# expect: rnage
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/checks.yaml"; t=open(p).read()
old="- id: chip-power\n  severity: error\n  kind: range\n"
assert old in t
open(p,"w").write(t.replace(old,"- id: chip-power\n  severity: error\n  kind: rnage\n",1))
PY
"$TR" validate d
