# what: checks.yaml: chip-power's min set to .nan (every comparison with NaN is false, so the check passes anything) and a chip's power slipped to 0.7 W (kW for W)
# expect-rc: 1
# expect: checks.yaml
# expect: min
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/checks.yaml"; t=open(p).read()
old="  unit: W\n  min: 10\n"
assert t.count(old)==1
open(p,"w").write(t.replace(old,"  unit: W\n  min: .nan\n"))
PY
[ $? = 0 ] || exit 99
"$TR" validate d
