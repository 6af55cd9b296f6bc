# what: scenario: traffic_range given an unknown key mode ({low: 0.5, mode: 1.0, high: 2.0}; traffic_range has no mode)
# expect-rc: 1
# expect: s.yaml
# expect: mode
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" - <<'PY'
p="s.yaml"; t=open(p,newline="",encoding="utf-8").read()
old='traffic_range: {low: 0.5, high: 2.0}'; assert old in t, old
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,'traffic_range: {low: 0.5, mode: 1.0, high: 2.0}',1))
PY
"$TR" estimate s.yaml
