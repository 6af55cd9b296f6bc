# what: scenario: score_weights given as a list [1, 1, 1, 1, 1] (no axis names)
# expect-rc: 1
# expect: s.yaml
# expect: score_weights
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" - <<'PY'
p="s.yaml"; t=open(p,newline="",encoding="utf-8").read()
old='score_weights: {performance: 1, scale_up: 1, software: 1, access: 1, momentum_2026: 1}'; assert old in t, old
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,'score_weights: [1, 1, 1, 1, 1]',1))
PY
"$TR" estimate s.yaml
