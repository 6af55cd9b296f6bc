# what: scenario: deadline_days 0.001 for a training workload (86 seconds: no option can train 20B tokens in it; must be refused or say none meets it, not pick one)
# expect-rc: nonzero
# expect: deadline_days
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" - <<'PY'
p="s.yaml"; t=open(p,newline="",encoding="utf-8").read()
old='deadline_days: null'; assert old in t, old
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,'deadline_days: 0.001',1))
PY
"$PY" - <<'PY'
p="s.yaml"; t=open(p,newline="",encoding="utf-8").read()
old='workload: inference'; assert old in t, old
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,'workload: training',1))
PY
"$TR" estimate s.yaml
