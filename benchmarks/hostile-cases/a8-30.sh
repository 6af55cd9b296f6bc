# what: scenario file with a TAB indenting a block mapping (utilisation:\n<TAB>low: 0.4 ...): YAML forbids tabs in indentation; refused naming the file and the line
# expect-rc: 1
# expect: s.yaml
# expect: line
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" - <<'PY'
t = open("s.yaml", encoding="utf-8").read()
old = "utilisation: {low: 0.4, mode: 0.6, high: 0.9}"
assert old in t
t = t.replace(old, "utilisation:\n\tlow: 0.4\n\tmode: 0.6\n\thigh: 0.9")
open("s.yaml", "w", encoding="utf-8").write(t)
PY
timeout 55 "$TR" estimate s.yaml
