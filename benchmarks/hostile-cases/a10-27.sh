# what: efficiency_overrides given as an alias of a number (price_max_age_days: &n 365 ... efficiency_overrides: *n) in the file: a number where a mapping is due; refused naming the file and efficiency_overrides
# expect-rc: 1
# expect: s.yaml
# expect: efficiency_overrides
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^price_max_age_days: 365/price_max_age_days: \&n 365/; s/^efficiency_overrides: {}/efficiency_overrides: *n/' s.yaml
grep -q 'efficiency_overrides: \*n' s.yaml || echo "SETUP FAILED"
timeout 55 "$TR" estimate s.yaml
