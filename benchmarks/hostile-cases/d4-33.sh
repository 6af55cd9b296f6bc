# what: scenario: the key tokens_per_day written with a trailing space ("tokens_per_day ": 2.0e+9), a key that differs only by a space
# expect-rc: 1
# expect: s.yaml
# expect: tokens_per_day 
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" - <<'PY'
p="s.yaml"; t=open(p,newline="",encoding="utf-8").read()
old='tokens_per_day: 1.0e+9'; assert old in t, old
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,'"tokens_per_day ": 2.0e+9',1))
PY
"$TR" estimate s.yaml
