# what: scenario: candidates ['h100-sxm:8@'] (a provider separator with no provider)
# expect-rc: 1
# expect: s.yaml
# expect: candidates
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" - <<'PY'
p="s.yaml"; t=open(p,newline="",encoding="utf-8").read()
old='"h100-sxm:8@runpod"]'; assert old in t, old
t=t.replace(old,'"h100-sxm:8@"]',1)
open(p,"w",newline="",encoding="utf-8").write(t)
PY
"$TR" estimate s.yaml
