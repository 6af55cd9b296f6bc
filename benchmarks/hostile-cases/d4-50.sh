# what: scenario: price_max_age_days 0 (only prices dated today count: every dataset price is too old)
# expect-rc: nonzero
# expect: price_max_age_days
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" - <<'PY'
p="s.yaml"; t=open(p,newline="",encoding="utf-8").read()
old='price_max_age_days: 365'; assert old in t, old
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,'price_max_age_days: 0',1))
PY
"$TR" estimate s.yaml
