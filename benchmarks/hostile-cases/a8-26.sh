# what: efficiency_overrides bandwidth_efficiency 1e-300 for p5.48xlarge (tiny positive: a decode step of about 1e300 s): refused naming efficiency_overrides, p5.48xlarge and bandwidth_efficiency
# expect-rc: 1
# expect: efficiency_overrides
# expect: p5.48xlarge
# expect: bandwidth_efficiency
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{efficiency_overrides: {p5.48xlarge: {bandwidth_efficiency: 1.0e-300}}}'
