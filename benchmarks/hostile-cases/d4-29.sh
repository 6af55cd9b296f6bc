# what: scenario via -p: seed 2026.5 (a fractional seed)
# expect-rc: 1
# expect: seed
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$TR" estimate s.yaml -p seed 2026.5
