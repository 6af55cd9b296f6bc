# what: efficiency_overrides step_overhead_ms -1 for p5.48xlarge in the file (a negative per-step overhead: steps faster than free): refused naming the file and step_overhead_ms
# expect-rc: nonzero
# expect: s.yaml
# expect: step_overhead_ms
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i 's/^efficiency_overrides: {}.*/efficiency_overrides: {p5.48xlarge: {step_overhead_ms: -1}}/' s.yaml
timeout 55 "$TR" estimate s.yaml
