# what: scenario: candidates ['trn2.48xlarge:16'] (an instance id given a chip count, as if it were a chip)
# expect-rc: 1
# expect: s.yaml
# expect: candidates
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" - <<'PY'
p="s.yaml"; t=open(p,newline="",encoding="utf-8").read()
old='candidates: [inf2, trn1, trn2,'; assert old in t, old
t=t.replace(old,'candidates: ["trn2.48xlarge:16", inf2, trn1,',1)
open(p,"w",newline="",encoding="utf-8").write(t)
PY
"$TR" estimate s.yaml
