# what: scenario: utilisation without its mode ({low: 0.4, high: 0.9})
# expect-rc: 1
# expect: s.yaml
# expect: utilisation
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" - <<'PY'
p="s.yaml"; t=open(p,newline="",encoding="utf-8").read()
old='utilisation: {low: 0.4, mode: 0.6, high: 0.9}'; assert old in t, old
t=t.replace(old,'utilisation: {low: 0.4, high: 0.9}',1)
open(p,"w",newline="",encoding="utf-8").write(t)
PY
"$TR" estimate s.yaml
