# what: scenario: utilisation {low: 0.4, mode: 0.6, high: 1.5} (a system 150% busy)
# expect-rc: 1
# expect: s.yaml
# expect: utilisation
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" - <<'PY'
p="s.yaml"; t=open(p,newline="",encoding="utf-8").read()
old='utilisation: {low: 0.4, mode: 0.6, high: 0.9}'; assert old in t, old
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,'utilisation: {low: 0.4, mode: 0.6, high: 1.5}',1))
PY
"$TR" estimate s.yaml
