# what: checks.yaml: chip-memory-capacity with min 2000 above its max 1 (an inverted range that no value can pass, or a check that silently passes all)
# expect-rc: 1
# expect: checks.yaml
# expect: max
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/checks.yaml"; t=open(p).read()
old="  unit: GB\n  min: 1\n  max: 2000\n"
assert t.count(old)==1
open(p,"w").write(t.replace(old,"  unit: GB\n  min: 2000\n  max: 1\n"))
PY
"$TR" validate d
