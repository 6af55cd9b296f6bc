# what: scenario: memory_headroom given as the text "90%"
# expect-rc: 1
# expect: s.yaml
# expect: memory_headroom
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" - <<'PY'
p="s.yaml"; t=open(p,newline="",encoding="utf-8").read()
old='memory_headroom: 0.9'; assert old in t, old
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,'memory_headroom: "90%"',1))
PY
"$TR" estimate s.yaml
