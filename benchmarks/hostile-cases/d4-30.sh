# what: scenario: price_range quote {low: 0, high: 1.05} (a quote drawn at zero dollars)
# expect-rc: 1
# expect: s.yaml
# expect: price_range
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" - <<'PY'
p="s.yaml"; t=open(p,newline="",encoding="utf-8").read()
old='quote: {low: 0.95, high: 1.05}'; assert old in t, old
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,'quote: {low: 0, high: 1.05}',1))
PY
"$TR" estimate s.yaml
