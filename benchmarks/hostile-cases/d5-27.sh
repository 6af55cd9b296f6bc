# what: scenario: porting_engineer_weeks with an unknown fourth key p90 ({low: 8, mode: 12, high: 24, p90: 30})
# expect-rc: 1
# expect: s.yaml
# expect: porting_engineer_weeks
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" - <<'PY'
p="s.yaml"; t=open(p,newline="",encoding="utf-8").read()
old='porting_engineer_weeks: {low: 8, mode: 12, high: 24}'; assert old in t, old
t=t.replace(old,'porting_engineer_weeks: {low: 8, mode: 12, high: 24, p90: 30}',1)
open(p,"w",newline="",encoding="utf-8").write(t)
PY
"$TR" estimate s.yaml
