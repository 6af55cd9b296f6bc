# what: efficiency_overrides with bandwidth_efficiency as quoted text ({p5.48xlarge: {bandwidth_efficiency: "0.7"}}) in the file: a string where a number goes; refused naming the file, efficiency_overrides and bandwidth_efficiency
# expect-rc: 1
# expect: s.yaml
# expect: bandwidth_efficiency
# expect-not: Traceback
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^efficiency_overrides: .*/efficiency_overrides: {p5.48xlarge: {bandwidth_efficiency: "0.7"}}/' s.yaml
timeout 55 "$TR" estimate s.yaml
