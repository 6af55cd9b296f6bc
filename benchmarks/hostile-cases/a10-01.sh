# what: a scenario file whose seed holds a PyYAML Python tag (seed: !!python/object/apply:os.system ["touch pwned"]): a scenario is data, never code; refused naming the file (the tag is not allowed), and nothing run (no file pwned)
# expect-rc: 1
# expect: s.yaml
# expect: no code ran
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^seed: 2026/seed: !!python\/object\/apply:os.system ["touch pwned"]/' s.yaml
grep -q python/object s.yaml || echo "SETUP FAILED"
timeout 55 "$TR" estimate s.yaml; rc=$?
test -e pwned && echo "CHECK FAILED: pwned exists" || echo "no code ran"
exit $rc
