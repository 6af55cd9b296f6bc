# what: scenario: efficiency_overrides {p5.48xlarge: {bandwidth_efficiency: "0.7"}} (a quoted number: text, not a fraction)
# expect-rc: 1
# expect: s.yaml
# expect: efficiency_overrides
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" - <<'PY'
p="s.yaml"; t=open(p,newline="",encoding="utf-8").read()
old='efficiency_overrides: {}'; assert old in t, old
t=t.replace(old,'efficiency_overrides: {p5.48xlarge: {bandwidth_efficiency: "0.7"}}',1)
open(p,"w",newline="",encoding="utf-8").write(t)
PY
"$TR" estimate s.yaml
