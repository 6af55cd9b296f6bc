# what: scenario: input_tokens: true (a YAML boolean where a token count goes; bool is an int in Python)
# expect-rc: 1
# expect: s.yaml
# expect: input_tokens
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" - <<'PY'
p="s.yaml"; t=open(p,newline="",encoding="utf-8").read()
old='input_tokens: 2048'; assert old in t, old
t=t.replace(old,'input_tokens: true',1)
open(p,"w",newline="",encoding="utf-8").write(t)
PY
"$TR" estimate s.yaml
