# what: memory_headroom 0 with -p (no memory usable: nothing fits, the chips per replica would be infinite): refused naming memory_headroom
# expect-rc: 1
# expect: memory_headroom
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p memory_headroom 0
