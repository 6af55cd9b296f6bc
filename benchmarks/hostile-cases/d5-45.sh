# what: scenario: price_basis given as a one-item list [aws_on_demand]
# expect-rc: 1
# expect: s.yaml
# expect: price_basis
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" - <<'PY'
p="s.yaml"; t=open(p,newline="",encoding="utf-8").read()
old='price_basis: auto '; assert old in t, old
t=t.replace(old,'price_basis: [aws_on_demand] ',1)
open(p,"w",newline="",encoding="utf-8").write(t)
PY
"$TR" estimate s.yaml
