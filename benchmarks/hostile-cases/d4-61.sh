# what: scenario: other_platform_scores {'NVIDIA H100': {performance: 5}} (one axis of five: its total would set one score against others' five)
# expect-rc: 1
# expect: s.yaml
# expect: other_platform_scores
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" - <<'PY'
p="s.yaml"; t=open(p,newline="",encoding="utf-8").read()
old='other_platform_scores: {}'; assert old in t, old
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,'other_platform_scores: {"NVIDIA H100": {performance: 5}}',1))
PY
"$TR" estimate s.yaml
