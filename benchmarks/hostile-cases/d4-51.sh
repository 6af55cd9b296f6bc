# what: scenario: regions [us-east-1, null] (a null region in the list)
# expect-rc: 1
# expect: s.yaml
# expect: regions
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" - <<'PY'
p="s.yaml"; t=open(p,newline="",encoding="utf-8").read()
old='regions: [us-east-1, us-east-2, us-west-2]'; assert old in t, old
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,'regions: [us-east-1, null]',1))
PY
"$TR" estimate s.yaml
