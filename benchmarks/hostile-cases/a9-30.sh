# what: efficiency_overrides with a negative step overhead ({p5.48xlarge: {step_overhead_ms: -3}}) with -y: a decode step cannot take negative time; refused naming efficiency_overrides, p5.48xlarge and step_overhead_ms
# expect-rc: 1
# expect: efficiency_overrides
# expect: p5.48xlarge
# expect: step_overhead_ms
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{efficiency_overrides: {p5.48xlarge: {step_overhead_ms: -3}}}'
