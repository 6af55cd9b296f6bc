# what: an efficiency given as quoted text in the file (efficiency_overrides: {p5.48xlarge: {bandwidth_efficiency: "0.7"}}): README, wrong types stop the build with a message naming the file and the key; refused naming the file and bandwidth_efficiency
# expect-rc: 1
# expect: s.yaml
# expect: bandwidth_efficiency
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^efficiency_overrides: {}/efficiency_overrides: {p5.48xlarge: {bandwidth_efficiency: "0.7"}}/' s.yaml
grep -q '"0.7"' s.yaml || echo "SETUP FAILED"
timeout 55 "$TR" estimate s.yaml
