# what: a NUL byte inside a comment of the scenario file (a damaged save): YAML forbids the character; refused naming the file, never a traceback
# expect-rc: 1
# expect: s.yaml
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" -c "
t = open('s.yaml', 'rb').read()
t = t.replace(b'# latency target', b'# latency\x00target', 1)
open('s.yaml', 'wb').write(t)"
grep -c -P '\x00' s.yaml >/dev/null || echo "SETUP FAILED"
timeout 55 "$TR" estimate s.yaml
