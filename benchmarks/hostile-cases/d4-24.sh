# what: scenario: tokens_per_day given with an explicit YAML string tag (!!str 1.0e+9): a correct result reads 1e9 tokens/day (or an error naming tokens_per_day)
# expect-rc: 0
# expect: 1e+09 tokens/day
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" - <<'PY'
p="s.yaml"; t=open(p,newline="",encoding="utf-8").read()
old='tokens_per_day: 1.0e+9'; assert old in t, old
open(p,"w",newline="",encoding="utf-8").write(t.replace(old,'tokens_per_day: !!str 1.0e+9',1))
PY
"$TR" estimate s.yaml
