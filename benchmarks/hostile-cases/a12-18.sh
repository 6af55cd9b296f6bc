# what: a step overhead written !!float nan in the file's efficiency_overrides ({p5.48xlarge: {step_overhead_ms: !!float nan}}, an explicit tag PyYAML turns into NaN; not the .nan spelling): refused naming the file, efficiency_overrides, p5.48xlarge and step_overhead_ms
# expect-rc: 1
# expect: s.yaml
# expect: efficiency_overrides
# expect: step_overhead_ms
# expect-not: Traceback
sed 's/^efficiency_overrides: .*/efficiency_overrides: {p5.48xlarge: {step_overhead_ms: !!float nan}}/' "$PROJECT/scenarios/default.yaml" > s.yaml
timeout 55 "$TR" estimate s.yaml
