# what: scenario: seed given as a YAML timestamp (2026-01-01, a date object, not an integer)
# expect-rc: 1
# expect: s.yaml
# expect: seed
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" - <<'PY'
p="s.yaml"; t=open(p,newline="",encoding="utf-8").read()
old='seed: 2026'; assert old in t, old
t=t.replace(old,'seed: 2026-01-01',1)
open(p,"w",newline="",encoding="utf-8").write(t)
PY
"$TR" estimate s.yaml
