# what: memory_headroom 0 with -p (no memory usable: every candidate would be 'does not fit'): refused naming memory_headroom, not a table of exclusions
# expect-rc: 1
# expect: memory_headroom
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p memory_headroom 0
