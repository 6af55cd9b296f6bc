# what: scenario: monte_carlo_draws .inf (YAML infinity)
# expect-rc: 1
# expect: s.yaml
# expect: monte_carlo_draws
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" - <<'PY'
p="s.yaml"; t=open(p,newline="",encoding="utf-8").read()
old='monte_carlo_draws: 20000'; assert old in t, old
t=t.replace(old,'monte_carlo_draws: .inf',1)
open(p,"w",newline="",encoding="utf-8").write(t)
PY
"$TR" estimate s.yaml
