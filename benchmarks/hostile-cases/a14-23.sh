# what: efficiency_range given as an alias of utilisation's mapping in the file (utilisation: &u {low: 0.4, mode: 0.6, high: 0.9} ... efficiency_range: *u): efficiency_range takes {low, high}, the extra mode would do nothing; refused naming the file, efficiency_range and mode
# expect-rc: 1
# expect: s.yaml
# expect: efficiency_range
# expect: mode
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^utilisation: {/utilisation: \&u {/; s/^efficiency_range: .*/efficiency_range: *u/' s.yaml
grep -q '^efficiency_range: \*u' s.yaml || echo "SETUP FAILED"
timeout 55 "$TR" estimate s.yaml
