# what: scenario: candidates ['h100-sxm:8@Lambda'] (the provider capitalised; the data spells it lambda)
# expect-rc: 1
# expect: s.yaml
# expect: candidates
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" - <<'PY'
p="s.yaml"; t=open(p,newline="",encoding="utf-8").read()
old='candidates: [inf2, trn1, trn2, p5, p5en, p6-b200, "h100-sxm:8@lambda", "h100-sxm:8@runpod"]'; assert old in t, old
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,'candidates: [trn2, "h100-sxm:8@Lambda"]',1))
PY
"$TR" estimate s.yaml
