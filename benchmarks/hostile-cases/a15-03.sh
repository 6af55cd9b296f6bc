# what: memory_headroom 1.5 with -p (150% of HBM usable: a model that does not fit would be placed): refused naming memory_headroom (a share of memory, at most 1)
# expect-rc: 1
# expect: memory_headroom
timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p memory_headroom 1.5
