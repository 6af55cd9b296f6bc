# what: scenario: other_platform_scores re-scores ' trainium ' (the dataset's own Trainium, differing by case and spaces) at 5 on every axis
# expect-rc: 1
# expect: s.yaml
# expect: other_platform_scores
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" - <<'PY'
p="s.yaml"; t=open(p,newline="",encoding="utf-8").read()
old='other_platform_scores: {}'; assert old in t, old
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,'other_platform_scores: {" trainium ": {performance: 5, scale_up: 5, software: 5, access: 5, momentum_2026: 5}}',1))
PY
"$TR" estimate s.yaml
