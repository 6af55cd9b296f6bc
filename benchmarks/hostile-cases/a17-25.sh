# what: a billion-laughs alias bomb under a key the scenario knows (efficiency_overrides: {p5.48xlarge: *i}, nine levels of 9 aliases) in the file: round 67 stopped it under an unknown key; under a known key it must be stopped too, refused naming the file within 60 s, no memory blow-up
# expect-rc: 1
# expect: s.yaml
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i '/^efficiency_overrides:/d' s.yaml
# the anchors must sit inside a known key's value: put them in a nested sequence under efficiency_overrides
"$PY" - <<'PY'
lines = ['efficiency_overrides:', '  p5.48xlarge:', '    bandwidth_efficiency: [&a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
p = 'a'
for n in 'bcdefghi':
    lines[-1] += f', &{n} [' + ','.join([f'*{p}'] * 9) + ']'
    p = n
lines[-1] += ']'
open("s.yaml", "a").write("\n".join(lines) + "\n")
PY
timeout 55 "$TR" estimate s.yaml > out.txt 2>&1; rc=$?; head -c 4000 out.txt; exit $rc
