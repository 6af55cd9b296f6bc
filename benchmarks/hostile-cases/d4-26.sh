# what: scenario: horizon_months 1000000 (83,000 years)
# expect-rc: 1
# expect: s.yaml
# expect: horizon_months
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" - <<'PY'
p="s.yaml"; t=open(p,newline="",encoding="utf-8").read()
old='horizon_months: 12'; assert old in t, old
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,'horizon_months: 1000000',1))
PY
"$TR" estimate s.yaml
