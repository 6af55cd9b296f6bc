# what: scenario: efficiency_overrides {p5.48xlarge: {step_overhead_ms: -1}} (a negative per-step overhead: decode faster than the roofline)
# expect-rc: 1
# expect: s.yaml
# expect: step_overhead_ms
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" - <<'PY'
p="s.yaml"; t=open(p,newline="",encoding="utf-8").read()
old='efficiency_overrides: {}'; assert old in t, old
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,'efficiency_overrides: {p5.48xlarge: {step_overhead_ms: -1}}',1))
PY
"$TR" estimate s.yaml
