# what: scenario: tokens_per_day written 1e9 (YAML 1.1 reads an exponent without a dot as text): a correct result (1e9 tokens/day, as 1.0e+9) or an error naming tokens_per_day
# expect-rc: 0
# expect: 1e+09 tokens/day
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" - <<'PY'
p="s.yaml"; t=open(p,newline="",encoding="utf-8").read()
old='tokens_per_day: 1.0e+9 '; assert old in t, old
t=t.replace(old,'tokens_per_day: 1e9 ',1)
open(p,"w",newline="",encoding="utf-8").write(t)
PY
"$TR" estimate s.yaml
