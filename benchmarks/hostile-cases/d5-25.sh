# what: scenario: price_max_age_days 36501 (one day past the documented limit of 36,500)
# expect-rc: 1
# expect: s.yaml
# expect: price_max_age_days
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" - <<'PY'
p="s.yaml"; t=open(p,newline="",encoding="utf-8").read()
old='price_max_age_days: 365'; assert old in t, old
t=t.replace(old,'price_max_age_days: 36501',1)
open(p,"w",newline="",encoding="utf-8").write(t)
PY
"$TR" estimate s.yaml
