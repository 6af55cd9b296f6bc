# what: candidates given as an empty list with -p (candidates '[]'): nothing to compare; refused naming candidates
# expect-rc: 1
# expect: candidates
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p candidates '[]'
