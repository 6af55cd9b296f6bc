# what: scenario: regions given as a bare string (regions: us-east-1) instead of a list (iterated, it would be nine one-letter regions)
# expect-rc: 1
# expect: s.yaml
# expect: regions
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" - <<'PY'
p="s.yaml"; t=open(p,newline="",encoding="utf-8").read()
old='regions: [us-east-1, us-east-2, us-west-2]'; assert old in t, old
t=t.replace(old,'regions: us-east-1',1)
open(p,"w",newline="",encoding="utf-8").write(t)
PY
"$TR" estimate s.yaml
