# what: scenario: price_overrides for inf1.24xlarge, an instance not among the candidates (the quote would silently do nothing)
# expect-rc: 1
# expect: s.yaml
# expect: price_overrides
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" - <<'PY'
p="s.yaml"; t=open(p,newline="",encoding="utf-8").read()
old='price_overrides: {}'; assert old in t, old
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,'price_overrides: {inf1.24xlarge: 4.0}',1))
PY
"$TR" estimate s.yaml
