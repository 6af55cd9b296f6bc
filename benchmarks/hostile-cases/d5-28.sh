# what: scenario: score_weights {software: .nan} (a NaN weight)
# expect-rc: 1
# expect: s.yaml
# expect: score_weights
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" - <<'PY'
p="s.yaml"; t=open(p,newline="",encoding="utf-8").read()
old='score_weights: {performance: 1, scale_up: 1, software: 1,'; assert old in t, old
t=t.replace(old,'score_weights: {performance: 1, scale_up: 1, software: .nan,',1)
open(p,"w",newline="",encoding="utf-8").write(t)
PY
"$TR" estimate s.yaml
