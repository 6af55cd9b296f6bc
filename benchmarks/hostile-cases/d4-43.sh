# what: scenario: efficiency_overrides {trn2.48xlarge: {bandwidth_efficiency: 0.0}} (zero: a decode step that never ends)
# expect-rc: 1
# expect: s.yaml
# expect: efficiency_overrides
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" - <<'PY'
p="s.yaml"; t=open(p,newline="",encoding="utf-8").read()
old='efficiency_overrides: {}'; assert old in t, old
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,'efficiency_overrides: {trn2.48xlarge: {bandwidth_efficiency: 0.0}}',1))
PY
"$TR" estimate s.yaml
